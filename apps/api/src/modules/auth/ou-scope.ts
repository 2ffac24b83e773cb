import { codesSatisfying, type FunctionCode } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthCache } from './auth-cache.js';
import type { Authorization } from './authorization.js';

/** An OU as scoping needs it (the OU table is small: one query per request reads all of it). */
export interface ScopedOu {
  id: number;
  parentId: number | null;
  path: string;
  depth: number;
  code: string;
  name: string;
  nameZh: string | null;
  countryCode: string | null;
}

/**
 * The OUs on which the caller holds `code` (grants with subsidiaries, trusted domains, system
 * administrators; FN-0003 counts any of its variants, see `codesSatisfying`), resolved to ids so list queries filter with `ou_id = ANY(ids)`. `ids` is null when
 * every OU is visible, so the common case adds no filter at all.
 */
export class OuScope {
  readonly visible: ScopedOu[];
  private readonly byId: Map<number, ScopedOu>;

  constructor(
    readonly all: ScopedOu[],
    authz: Authorization,
    readonly code: FunctionCode,
  ) {
    const codes = codesSatisfying(code);
    this.visible = all.filter((ou) => codes.some((c) => authz.can(c, ou)));
    this.byId = new Map(all.map((ou) => [ou.id, ou]));
  }

  isVisible(ouId: number): boolean {
    const ou = this.byId.get(ouId);
    return ou !== undefined && this.visible.includes(ou);
  }

  /** 404 when the OU does not exist, 403 when the caller lacks the code on it. */
  require(ouId: number): ScopedOu {
    const ou = this.byId.get(ouId);
    if (!ou) throw notFound(`Organisation unit ${ouId}`);
    if (!this.visible.includes(ou)) throw refuse('OU_ACCESS_DENIED');
    return ou;
  }

  /**
   * Ids to filter by, narrowed to one OU (and its subsidiaries unless told otherwise) and/or a country;
   * null means "no filter" (everything visible, no narrowing).
   */
  ids(narrow: { ouId?: number; includeSubsidiaries?: boolean; countryCode?: string } = {}): number[] | null {
    let ous = this.visible;
    if (narrow.ouId !== undefined) {
      const root = this.require(narrow.ouId);
      ous = ous.filter((ou) =>
        narrow.includeSubsidiaries === false ? ou.id === root.id : ou.path.startsWith(root.path),
      );
    }
    if (narrow.countryCode !== undefined) ous = ous.filter((ou) => ou.countryCode === narrow.countryCode);
    return ous.length === this.all.length ? null : ous.map((ou) => ou.id);
  }
}

/** `cache`: this replica's copy of the OU tree, kept while its listener is in place (auth-cache.ts). */
export async function loadOuScope(
  prisma: PrismaClient,
  authz: Authorization,
  code: FunctionCode,
  cache?: AuthCache,
): Promise<OuScope> {
  const cached = cache?.organizationUnits();
  if (cached) return new OuScope(cached, authz, code);
  const mark = cache?.mark() ?? 0;
  const all = await prisma.organizationUnit.findMany({
    select: {
      id: true,
      parentId: true,
      path: true,
      depth: true,
      code: true,
      name: true,
      nameZh: true,
      countryCode: true,
    },
    orderBy: [{ depth: 'asc' }, { name: 'asc' }],
  });
  cache?.keepOrganizationUnits(mark, all);
  return new OuScope(all, authz, code);
}
