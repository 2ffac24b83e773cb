import { SYSTEM_ADMINISTRATOR_ROLE } from '@cd/contracts';
import { DEMO_ACCOUNTS, type PrismaClient } from '@cd/db';
import type { Caller, DirectoryState, Ou } from './escalation-oracle.js';
import { allPairs, elementVariants, kindOf, shapeOf, someValue, unwrap } from './request-values.js';
import type { TableRoute } from './route-table.js';

/**
 * What the escalation sweep sends: values from the fixture, and for each route the rows that vary them
 * (every pair of values; out-of-scope ids one at a time). See docs/decisions/090.
 */

/** Values drawn from the fixture for the fields the sweep varies. */
export interface Pools {
  ous: number[];
  contacts: { id: number; ouId: number }[];
  departments: { id: number; ouId: number }[];
  emails: string[];
  domains: string[];
}

/**
 * The OUs where grants are (and their parents and first children, where scopes begin and end), a contact
 * and a department of each, the contacts of people holding grants, their emails, and trusted domains.
 */
export async function fixturePools(prisma: PrismaClient, pristine: DirectoryState): Promise<Pools> {
  const ous = [...pristine.ous.values()];
  const granted = [...new Set(pristine.grants.map((g) => g.ouId))];
  const firstChild = (id: number) => ous.filter((o) => o.parentId === id).sort((a, b) => a.id - b.id)[0]?.id;
  const interesting = new Set<number>(ous.filter((o) => o.parentId === null).map((o) => o.id));
  for (const id of granted) {
    interesting.add(id);
    const parent = pristine.ous.get(id)?.parentId;
    if (parent != null) interesting.add(parent);
    const child = firstChild(id);
    if (child !== undefined) interesting.add(child);
  }
  const ouIds = [...interesting].sort((a, b) => a - b);
  const holders = [...new Set(pristine.grants.map((g) => g.email))].sort();
  const contacts = await prisma.contact.findMany({
    where: { OR: [{ ouId: { in: ouIds } }, { email: { in: holders, mode: 'insensitive' } }] },
    select: { id: true, ouId: true, email: true },
    orderBy: { id: 'asc' },
  });
  const firstPerOu = (rows: { id: number; ouId: number }[]) =>
    ouIds.flatMap((ou) => rows.filter((r) => r.ouId === ou).slice(0, 1));
  const departments = await prisma.department.findMany({
    where: { ouId: { in: ouIds } },
    select: { id: true, ouId: true },
    orderBy: { id: 'asc' },
  });
  const domains = await prisma.trustedDomain.findMany({
    where: { ouId: { in: ouIds } },
    orderBy: { id: 'asc' },
  });
  return {
    ous: ouIds,
    contacts: [
      ...firstPerOu(contacts),
      ...contacts.filter((c) => c.email && holders.includes(c.email.toLowerCase())),
    ].filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i),
    departments: firstPerOu(departments),
    // People holding grants (stored or as administrators), and someone unknown; the caller's own is added.
    emails: [
      ...new Set([
        ...holders,
        ...DEMO_ACCOUNTS.filter((a) => a.groups.includes(SYSTEM_ADMINISTRATOR_ROLE)).map((a) =>
          a.email.toLowerCase(),
        ),
      ]),
    ].concat('sweep.newcomer@harbourpacific.com.hk'),
    domains: [...new Set(domains.map((d) => d.domain))].concat('sweep.example.com'),
  };
}

/** A value standing for the id an earlier step of the same case created. */
export const CREATED = Symbol('created');
type Created = { [CREATED]: string };
export const created = (field: string): Created => ({ [CREATED]: field });
export const isCreated = (value: unknown): value is Created =>
  typeof value === 'object' && value !== null && CREATED in value;

export interface Step {
  route: TableRoute;
  values: Record<string, unknown>;
}

export const fieldsOf = (route: TableRoute) => ({
  ...shapeOf(route.querySchema),
  ...shapeOf(route.bodySchema),
});

/**
 * Requests for one route as one caller: every pair of values of the fields worth varying (ids in the
 * caller's scope, emails, flags, codes), plus each out-of-scope id on its own (a refusal comes first).
 */
export function plan(
  { pools, ous }: { pools: Pools; ous: Map<number, Ou> },
  route: TableRoute,
  caller: Caller,
  fixed?: Record<string, unknown>,
): Step[] {
  // A follow-up edits a created object: its other ids and lists stay as they are (the object's own, from
  // currentState); people and flags vary. Moves and out-of-scope ids were tried on existing objects.
  const lean = fixed !== undefined;
  const pairwise: [string, unknown[]][] = [];
  const singles: [string, unknown][] = [];
  const records: [string, Parameters<typeof someValue>[0], string[]][] = [];
  const scoped = (rows: { id: number; ouId: number }[]) => ({
    in: rows.filter((r) => caller.maintains(r.ouId)).map((r) => r.id),
    out: rows
      .filter((r) => !caller.maintains(r.ouId))
      .sort((a, b) => distance(ous, caller, a.ouId) - distance(ous, caller, b.ouId))
      .slice(0, OUT_OF_SCOPE_PER_FIELD)
      .map((r) => r.id),
  });
  for (const [name, schema] of Object.entries(fieldsOf(route))) {
    if (fixed && name in fixed) continue;
    const kind = kindOf(name, schema);
    if (lean && (kind.kind === 'id' || kind.kind === 'array')) continue;
    const { optional, nullable } = unwrap(schema);
    const absent = nullable ? [null] : optional ? [undefined] : [];
    let values: unknown[] = [];
    if (kind.kind === 'id') {
      const split =
        kind.of === 'ou'
          ? scoped(pools.ous.map((id) => ({ id, ouId: id })))
          : kind.of === 'contact'
            ? scoped(pools.contacts)
            : kind.of === 'department'
              ? scoped(pools.departments)
              : { in: [1], out: [] };
      values = [...(optional ? [undefined] : []), ...split.in];
      const out = [...split.out];
      if (values.length === 0 && out.length > 0) values.push(out.shift());
      for (const id of out) singles.push([name, id]);
    } else if (kind.kind === 'email') {
      values = [...absent, caller.email, ...pools.emails.filter((e) => e !== caller.email)];
    } else if (kind.kind === 'boolean') {
      values = [false, true];
    } else if (kind.kind === 'enum') {
      values = kind.values;
    } else if (kind.kind === 'domain') {
      values = pools.domains;
    } else if (kind.kind === 'array' && shapeOf(kind.element) && Object.keys(shapeOf(kind.element)).length) {
      // A list of records (grants): none, or one whose enum and flag fields vary like fields of their own.
      const element = shapeOf(kind.element);
      const varied = Object.entries(element).flatMap(([key, field]): [string, unknown[]][] => {
        const k = kindOf(key, field);
        return k.kind === 'enum' ? [[key, k.values]] : k.kind === 'boolean' ? [[key, [false, true]]] : [];
      });
      if (varied.length === 0) values = [[], [someValue(kind.element)]];
      else {
        records.push([name, kind.element, varied.map(([key]) => key)]);
        pairwise.push([`${name}.length`, [0, 1]]);
        for (const [key, vs] of varied) pairwise.push([`${name}.${key}`, vs]);
      }
    } else if (kind.kind === 'array') {
      const element = kindOf(name, kind.element);
      const items =
        element.kind === 'email'
          ? pools.emails.filter((e) => e !== caller.email).slice(0, 1)
          : element.kind === 'domain' || /domain/i.test(name)
            ? pools.domains
            : elementVariants(kind.element);
      values = [[], ...items.map((item) => [item])];
    }
    if (values.length > 0) pairwise.push([name, values]);
  }
  const rows = allPairs(pairwise).map((row) => {
    const out: Record<string, unknown> = { ...fixed, ...row };
    for (const [name, element, keys] of records) {
      const record = { ...(someValue(element) as object) } as Record<string, unknown>;
      for (const key of keys) {
        record[key] = out[`${name}.${key}`];
        delete out[`${name}.${key}`];
      }
      out[name] = out[`${name}.length`] === 1 ? [record] : [];
      delete out[`${name}.length`];
    }
    return out;
  });
  if (lean) return rows.map((values) => ({ route, values }));
  for (const [name, value] of singles) rows.push({ ...rows[0], [name]: value });
  return rows.map((values) => ({ route, values }));
}

/** Out-of-scope ids tried per field: those nearest the caller's OUs, where a scope check could slip. */
const OUT_OF_SCOPE_PER_FIELD = 3;

/** Steps in the OU tree from an OU to the nearest OU the caller maintains (0 without any). */
function distance(ous: Map<number, Ou>, caller: Caller, ouId: number): number {
  const segments = (id: number) => (ous.get(id)?.path ?? '/').split('/').filter(Boolean);
  const mine = [...ous.keys()].filter((id) => caller.maintains(id));
  if (mine.length === 0) return 0;
  const from = segments(ouId);
  return Math.min(
    ...mine.map((id) => {
      const to = segments(id);
      let common = 0;
      while (common < from.length && from[common] === to[common]) common++;
      return from.length + to.length - 2 * common;
    }),
  );
}
