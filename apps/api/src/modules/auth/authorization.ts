import {
  allFunctionCodes,
  expandFunctionCodes,
  SYSTEM_ADMINISTRATOR_ROLE,
  type FunctionCode,
} from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import { forbidden } from '../../lib/errors.js';

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

  require(code: FunctionCode, ou: OuRef): void {
    if (!this.can(code, ou)) throw forbidden(`You do not have ${code} on this organisation unit.`);
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
}

const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export async function loadAuthorization(
  prisma: PrismaClient,
  input: AuthorizationInput,
): Promise<Authorization> {
  const isSystemAdministrator =
    input.groups.includes(SYSTEM_ADMINISTRATOR_ROLE) ||
    input.bootstrapAdminEmails.includes(input.email.toLowerCase());

  const [grants, trusted, roots] = await Promise.all([
    prisma.permissionGrant.findMany({
      where: { userId: input.userId },
      select: { functionCode: true, includesSubsidiaries: true, ou: { select: { id: true, path: true } } },
    }),
    input.email.includes('@')
      ? prisma.trustedDomain.findMany({
          where: { domain: emailDomain(input.email) },
          select: { ou: { select: { id: true, path: true } } },
        })
      : Promise.resolve([]),
    isSystemAdministrator
      ? prisma.organizationUnit.findMany({ where: { parentId: null }, select: { id: true, path: true } })
      : Promise.resolve([]),
  ]);

  const effective: EffectiveGrant[] = [
    ...grants.map((g) => ({
      ouId: g.ou.id,
      ouPath: g.ou.path,
      codes: expandFunctionCodes([g.functionCode]),
      includesSubsidiaries: g.includesSubsidiaries,
      source: 'grant' as const,
    })),
    // A trusted domain lets its people search the OU that trusts it and everything below it.
    ...trusted.map((t) => ({
      ouId: t.ou.id,
      ouPath: t.ou.path,
      codes: ['FN-0000'],
      includesSubsidiaries: true,
      source: 'trusted-domain' as const,
    })),
    ...roots.map((r) => ({
      ouId: r.id,
      ouPath: r.path,
      codes: expandFunctionCodes(allFunctionCodes),
      includesSubsidiaries: true,
      source: 'system-administrator' as const,
    })),
  ];
  return new Authorization(effective, isSystemAdministrator);
}
