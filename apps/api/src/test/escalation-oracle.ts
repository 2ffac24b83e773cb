import { expandFunctionCodes, FunctionCode } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';

/**
 * The escalation sweep's oracle (issue 15 item 4), stated on its own rather than by calling the route's
 * mayEdit: a second, simple reading of decisions 005 and 025 that a bug in the product's rule cannot bend.
 *
 * A caller could grant (user, OU, code, with subsidiaries) iff they hold FN-0003B on the OU (FN-0003 implies
 * it) and hold the code there, on the whole subtree when the grant includes subsidiaries. A system
 * administrator holds everything everywhere.
 */

export interface GrantRow {
  email: string;
  ouId: number;
  code: string;
  subs: boolean;
}

export interface Ou {
  id: number;
  parentId: number | null;
  path: string;
}

/** What the sweep compares: per-OU fingerprints of its rows, the OU tree, and every stored grant. */
export interface DirectoryState {
  ous: Map<number, Ou>;
  /** `${part}:${ouId}` → fingerprint of that OU's rows of one table (its own row, departments, contacts, ...). */
  parts: Map<string, string>;
  grants: GrantRow[];
}

/** Per-OU fingerprints, one query per part, and the tables each part reads. */
const PARTS: Record<string, { tables: string[]; sql: string }> = {
  ou: {
    tables: ['organization_unit'],
    sql: `SELECT id AS ou, hashtext(o::text)::text AS h FROM organization_unit o`,
  },
  department: {
    tables: ['department'],
    sql: `SELECT ou_id AS ou, sum(hashtext(d::text))::text AS h FROM department d GROUP BY ou_id`,
  },
  contact: {
    tables: ['contact'],
    sql: `SELECT ou_id AS ou, sum(hashtext(c::text))::text AS h FROM contact c GROUP BY ou_id`,
  },
  contact_email: {
    tables: ['contact', 'contact_email'],
    sql: `SELECT c.ou_id AS ou, sum(hashtext(e::text))::text AS h
            FROM contact_email e JOIN contact c ON c.id = e.contact_id GROUP BY c.ou_id`,
  },
  contact_phone: {
    tables: ['contact', 'contact_phone'],
    sql: `SELECT c.ou_id AS ou, sum(hashtext(p::text))::text AS h
            FROM contact_phone p JOIN contact c ON c.id = p.contact_id GROUP BY c.ou_id`,
  },
  trusted_domain: {
    tables: ['trusted_domain'],
    sql: `SELECT ou_id AS ou, sum(hashtext(t::text))::text AS h FROM trusted_domain t GROUP BY ou_id`,
  },
  grant: {
    tables: ['permission_grant', 'app_user'],
    sql: `SELECT g.ou_id AS ou,
                 sum(hashtext(concat_ws('|', lower(u.email), g.function_code, g.includes_subsidiaries)))::text AS h
            FROM permission_grant g JOIN app_user u ON u.id = g.user_id GROUP BY g.ou_id`,
  },
};

/**
 * The state to judge. With `since` (a state taken earlier) and `written` (the tables written after it),
 * parts that read none of those tables are taken from `since` instead of being computed again.
 */
export async function directoryState(
  prisma: PrismaClient,
  since?: { state: DirectoryState; written: string[] },
): Promise<DirectoryState> {
  const fresh = (tables: string[]) => !since || tables.some((t) => since.written.includes(t));
  const parts = new Map<string, string>();
  await Promise.all(
    Object.entries(PARTS).map(async ([part, { tables, sql }]) => {
      if (!fresh(tables)) {
        for (const [key, h] of since!.state.parts) if (key.startsWith(`${part}:`)) parts.set(key, h);
        return;
      }
      for (const row of await prisma.$queryRawUnsafe<{ ou: number; h: string }[]>(sql))
        parts.set(`${part}:${row.ou}`, row.h);
    }),
  );
  const [ous, grants] = await Promise.all([
    fresh(['organization_unit'])
      ? prisma.organizationUnit.findMany({ select: { id: true, parentId: true, path: true } })
      : [...since!.state.ous.values()],
    fresh(PARTS.grant!.tables)
      ? prisma.$queryRaw<GrantRow[]>`
          SELECT lower(u.email) AS email, g.ou_id AS "ouId", g.function_code AS code,
                 g.includes_subsidiaries AS subs
            FROM permission_grant g JOIN app_user u ON u.id = g.user_id`
      : since!.state.grants,
  ]);
  return { ous: new Map(ous.map((o) => [o.id, o])), parts, grants };
}

/** What one caller holds before the call: their stored grants, or everything as a system administrator. */
export class Caller {
  constructor(
    readonly email: string,
    readonly grants: GrantRow[],
    readonly isSystemAdministrator: boolean,
    private readonly ous: Map<number, Ou>,
  ) {}

  /** The code on the OU (on its whole subtree when `subs`), by a grant there or above with subsidiaries. */
  holds(code: string, ouId: number, subs = false): boolean {
    if (this.isSystemAdministrator) return true;
    const ou = this.ous.get(ouId);
    if (!ou) return false;
    return this.grants.some((g) => {
      if (!expandFunctionCodes([g.code]).includes(code)) return false;
      const above = this.ous.get(g.ouId);
      if (g.ouId === ouId) return !subs || g.subs;
      return g.subs && above !== undefined && ou.path.startsWith(above.path);
    });
  }

  couldGrant(code: string, ouId: number, subs: boolean): boolean {
    return this.holds(FunctionCode.ContactPermissionEdit, ouId) && this.holds(code, ouId, subs);
  }

  /** The caller's OUs: those where they hold anything beyond directory search. */
  maintains(ouId: number): boolean {
    return (
      this.isSystemAdministrator ||
      this.grants.some((g) => g.code !== FunctionCode.DirectorySearch && this.holdsVia(g, ouId))
    );
  }

  private holdsVia(g: GrantRow, ouId: number) {
    const ou = this.ous.get(ouId);
    const at = this.ous.get(g.ouId);
    return g.ouId === ouId || (g.subs && ou !== undefined && at !== undefined && ou.path.startsWith(at.path));
  }
}

const rowKey = (g: GrantRow) => `${g.email} ${g.ouId} ${g.code}${g.subs ? '+' : ''}`;

/** (email, OU, code) for every OU of `ous` a stored grant reaches, on the tree as `ous` has it. */
function effective(grants: GrantRow[], ous: Map<number, Ou>, only: Map<number, Ou>): Set<string> {
  const out = new Set<string>();
  for (const g of grants) {
    const at = ous.get(g.ouId);
    if (!at) continue;
    for (const ou of ous.values()) {
      if (!only.has(ou.id)) continue;
      if (ou.id !== g.ouId && !(g.subs && ou.path.startsWith(at.path))) continue;
      for (const code of expandFunctionCodes([g.code])) out.add(`${g.email} ${ou.id} ${code}`);
    }
  }
  return out;
}

/**
 * Everything the call did that its caller could not have done: grants (stored, or reached through the OU
 * tree) beyond those held before and those the caller could grant, and changes to any OU's rows outside the
 * caller's OUs (a new OU counts as its parent's).
 */
export function escalations(caller: Caller, before: DirectoryState, after: DirectoryState): string[] {
  const found: string[] = [];
  const held = new Set(before.grants.map(rowKey));
  for (const g of after.grants) {
    if (!held.has(rowKey(g)) && !caller.couldGrant(g.code, g.ouId, g.subs)) {
      found.push(`${g.email} now holds ${g.code}${g.subs ? ' with subsidiaries' : ''} on OU ${g.ouId}`);
    }
  }
  const reachedBefore = effective(before.grants, before.ous, before.ous);
  const reached = new Map<string, string[]>();
  for (const reach of effective(after.grants, after.ous, before.ous)) {
    if (reachedBefore.has(reach)) continue;
    const [email, ouId, code] = reach.split(' ') as [string, string, string];
    if (caller.couldGrant(code, Number(ouId), false)) continue;
    const at = `${email} reaches OU ${ouId} through the OU tree with`;
    reached.set(at, [...(reached.get(at) ?? []), code]);
  }
  for (const [at, codes] of reached) found.push(`${at} ${codes.sort().join(', ')}`);
  const ouOf = (key: string) => Number(key.slice(key.indexOf(':') + 1));
  const changed = new Set<number>();
  for (const key of new Set([...before.parts.keys(), ...after.parts.keys()])) {
    if (before.parts.get(key) !== after.parts.get(key)) changed.add(ouOf(key));
  }
  for (const ouId of [...changed].sort((a, b) => a - b)) {
    const owner = before.ous.has(ouId) ? ouId : after.ous.get(ouId)?.parentId;
    if (owner == null || !caller.maintains(owner)) {
      const what = [...after.parts.keys(), ...before.parts.keys()]
        .filter((k) => ouOf(k) === ouId && before.parts.get(k) !== after.parts.get(k))
        .map((k) => k.slice(0, k.indexOf(':')));
      found.push(`OU ${ouId} outside the caller's OUs changed (${[...new Set(what)].join(', ')})`);
    }
  }
  return found;
}
