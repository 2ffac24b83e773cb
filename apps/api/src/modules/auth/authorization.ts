import {
  allFunctionCodes,
  expandFunctionCodes,
  SYSTEM_ADMINISTRATOR_ROLE,
  type FunctionCode,
} from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import { refuse } from '../../lib/errors.js';

/** One function code held on one OU; `path` is the OU's materialised path ("/1/4/"). */
export interface EffectiveGrant {
  ouId: number;
  ouPath: string;
  codes: string[];
  includesSubsidiaries: boolean;
  source: 'grant' | 'trusted-domain' | 'system-administrator';
}

export interface OuRef {
  id: number;
  path: string;
}

/** What a signed-in user may do, computed afresh for every request so a revoked grant bites at once. */
export class Authorization {
  readonly roles: string[];

  constructor(
    readonly grants: EffectiveGrant[],
    readonly isSystemAdministrator: boolean,
  ) {
    const codes = expandFunctionCodes(grants.flatMap((g) => g.codes));
    this.roles = isSystemAdministrator ? [...codes, SYSTEM_ADMINISTRATOR_ROLE] : codes;
  }

  hasAnyCode(codes: readonly string[]): boolean {
    return codes.some((c) => this.roles.includes(c));
  }

  /** A code on the OU itself, or on an ancestor whose grant includes subsidiaries. */
  can(code: FunctionCode, ou: OuRef): boolean {
    return this.grants.some(
      (g) =>
        g.codes.includes(code) &&
        (g.ouId === ou.id || (g.includesSubsidiaries && ou.path.startsWith(g.ouPath))),
    );
  }

  /** The code on the OU's whole subtree: the only way an editor may grant it there "with subsidiaries". */
  canOnSubtree(code: FunctionCode, ou: OuRef): boolean {
    return this.grants.some(
      (g) =>
        g.codes.includes(code) &&
        g.includesSubsidiaries &&
        (g.ouId === ou.id || ou.path.startsWith(g.ouPath)),
    );
  }

  require(code: FunctionCode, ou: OuRef): void {
    if (!this.can(code, ou)) throw refuse('NO_FUNCTION_CODE_ON_OU', { code });
  }

  /** OUs on which the code is held, for narrowing list queries: `{ id }` exact or `{ pathPrefix }` subtree. */
  scopesFor(code: FunctionCode): { ouId: number; subtreePath?: string }[] {
    return this.grants
      .filter((g) => g.codes.includes(code))
      .map((g) => (g.includesSubsidiaries ? { ouId: g.ouId, subtreePath: g.ouPath } : { ouId: g.ouId }));
  }
}

export interface AuthorizationInput {
  userId: string;
  email: string;
  groups: string[];
  bootstrapAdminEmails: string[];
  /** OIDC_ADMIN_GROUPS: group names, ids (Entra) or paths (Keycloak), compared exactly. */
  adminGroups: readonly string[];
}

const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

interface GrantRow {
  code: string | null;
  includesSubsidiaries: boolean;
  ouId: number;
  ouPath: string;
  source: EffectiveGrant['source'];
}

/**
 * Every effective grant in one round trip (this runs on every authenticated request): explicit grants,
 * FN-0000 on each OU that trusts the user's email domain (and below), and everything on every root OU for
 * system administrators.
 */
export async function loadAuthorization(
  prisma: PrismaClient,
  input: AuthorizationInput,
): Promise<Authorization> {
  const isSystemAdministrator =
    input.groups.some((g) => input.adminGroups.includes(g)) ||
    input.bootstrapAdminEmails.includes(input.email.toLowerCase());
  const domain = input.email.includes('@') ? emailDomain(input.email) : null;

  const rows = await prisma.$queryRaw<GrantRow[]>`
    SELECT g.function_code AS code, g.includes_subsidiaries AS "includesSubsidiaries",
           o.id AS "ouId", o.path AS "ouPath", 'grant' AS source
      FROM permission_grant g JOIN organization_unit o ON o.id = g.ou_id
     WHERE g.user_id = ${input.userId}::uuid
    UNION ALL
    SELECT 'FN-0000', true, o.id, o.path, 'trusted-domain'
      FROM trusted_domain t JOIN organization_unit o ON o.id = t.ou_id
     WHERE t.domain = ${domain}
    UNION ALL
    SELECT NULL, true, o.id, o.path, 'system-administrator'
      FROM organization_unit o
     WHERE ${isSystemAdministrator} AND o.parent_id IS NULL`;

  const everyCode = expandFunctionCodes(allFunctionCodes);
  const effective = rows.map((row) => ({
    ouId: row.ouId,
    ouPath: row.ouPath,
    codes: row.code === null ? everyCode : expandFunctionCodes([row.code]),
    includesSubsidiaries: row.includesSubsidiaries,
    source: row.source,
  }));
  return new Authorization(effective, isSystemAdministrator);
}
