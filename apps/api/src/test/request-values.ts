/**
 * Valid requests built from a route's own zod schemas (the ones Fastify validates with), so a sweep covers
 * routes added later without being edited. Only zod 4's public `_zod.def` and `safeParse` are read.
 */

export interface Zod {
  _zod: { def: Record<string, unknown> & { type: string } };
  safeParse(value: unknown): { success: boolean };
}

const isZod = (value: unknown): value is Zod =>
  typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;

/** The schema under optional/nullable/default/transform wrappers, and whether it may be left out. */
export function unwrap(schema: Zod): { base: Zod; optional: boolean; nullable: boolean } {
  let base = schema;
  let optional = false;
  let nullable = false;
  for (let hop = 0; hop < 20; hop++) {
    const def = base._zod.def;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true;
    if (def.type === 'nullable') nullable = true;
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!isZod(inner)) break;
    base = inner;
  }
  return { base, optional: optional || schema.safeParse(undefined).success, nullable };
}

export const shapeOf = (schema: unknown): Record<string, Zod> => {
  if (!isZod(schema)) return {};
  const shape = unwrap(schema).base._zod.def.shape;
  return shape && typeof shape === 'object' ? (shape as Record<string, Zod>) : {};
};

/** What a field is, by its schema first and its name second (the spec's names: ouID, contactID, ...). */
export type FieldKind =
  | { kind: 'id'; of: 'ou' | 'contact' | 'department' | 'other' }
  | { kind: 'version' }
  | { kind: 'email' }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: unknown[] }
  | { kind: 'array'; element: Zod }
  | { kind: 'domain' }
  | { kind: 'other' };

const accepts = (schema: Zod, value: unknown) => schema.safeParse(value).success;

export function kindOf(name: string, schema: Zod): FieldKind {
  const { base } = unwrap(schema);
  const type = base._zod.def.type;
  if (name === 'version') return { kind: 'version' };
  if (type === 'boolean') return { kind: 'boolean' };
  if (type === 'enum') return { kind: 'enum', values: Object.values(base._zod.def.entries as object) };
  if (type === 'array') return { kind: 'array', element: base._zod.def.element as Zod };
  if (accepts(schema, 7) && !accepts(schema, 'x')) {
    if (/ou(id)?$/i.test(name)) return { kind: 'id', of: 'ou' };
    if (/contactid$/i.test(name)) return { kind: 'id', of: 'contact' };
    if (/departmentid$/i.test(name)) return { kind: 'id', of: 'department' };
    return { kind: 'id', of: 'other' };
  }
  if (accepts(schema, 'sweep.probe@example.com') && !accepts(schema, 'not an email'))
    return { kind: 'email' };
  if (/domain/i.test(name) && accepts(schema, 'example.com')) return { kind: 'domain' };
  return { kind: 'other' };
}

const TEXT_CANDIDATES = ['Sweep', 'SWEEP-1', 'sweep', 'sweep.probe@example.com', 'example.com', '1', 'a'];

/** One valid value for a field nobody varies: the first candidate the schema takes, built recursively. */
export function someValue(schema: Zod, depth = 0): unknown {
  const { base, optional } = unwrap(schema);
  if (optional && depth > 0) return undefined;
  const def = base._zod.def;
  if (def.type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shapeOf(base))) {
      const value = someValue(field, depth + 1);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (def.type === 'array') return [];
  if (def.type === 'boolean') return false;
  if (def.type === 'enum') return Object.values(def.entries as object)[0];
  if (def.type === 'literal') return (def.values as unknown[])[0];
  for (const candidate of [...TEXT_CANDIDATES, 1, 7, 0]) if (accepts(schema, candidate)) return candidate;
  return undefined;
}

/** Elements worth putting in an array field: each enum value, each object with its flags both ways. */
export function elementVariants(element: Zod): unknown[] {
  const { base } = unwrap(element);
  const def = base._zod.def;
  if (def.type === 'enum') return Object.values(def.entries as object);
  if (def.type !== 'object') return [];
  let variants: Record<string, unknown>[] = [someValue(base) as Record<string, unknown>];
  for (const [key, field] of Object.entries(shapeOf(base))) {
    const kind = kindOf(key, field);
    const values = kind.kind === 'enum' ? kind.values : kind.kind === 'boolean' ? [false, true] : null;
    if (values) variants = variants.flatMap((v) => values.map((value) => ({ ...v, [key]: value })));
  }
  return variants;
}

/**
 * Rows covering every pair of values of every two parameters (IPO: grow the rows parameter by parameter,
 * each row taking the value that covers most new pairs, then add rows for pairs still missing).
 * Deterministic; a parameter with one value costs nothing.
 */
export function allPairs(params: [string, unknown[]][]): Record<string, unknown>[] {
  const [first, ...rest] = params.filter(([, values]) => values.length > 0);
  if (!first) return [{}];
  let rows: Record<string, unknown>[] = first[1].map((v) => ({ [first[0]]: v }));
  const done: [string, unknown[]][] = [first];
  for (const [name, values] of rest) {
    const uncovered = new Set<string>();
    const key = (n: string, i: number, m: string, j: number) => `${n}#${i}|${m}#${j}`;
    for (const [other, otherValues] of done)
      otherValues.forEach((_, i) => values.forEach((_, j) => uncovered.add(key(other, i, name, j))));
    const indexIn = (n: string, row: Record<string, unknown>) =>
      done.find(([d]) => d === n)![1].indexOf(row[n]);
    rows = rows.map((row, r) => {
      let best = r % values.length;
      let bestGain = -1;
      values.forEach((_, j) => {
        const gain = done.filter(([other]) => uncovered.has(key(other, indexIn(other, row), name, j))).length;
        if (gain > bestGain) [best, bestGain] = [j, gain];
      });
      for (const [other] of done) uncovered.delete(key(other, indexIn(other, row), name, best));
      return { ...row, [name]: values[best] };
    });
    for (const pair of uncovered) {
      const [[other, i], [, j]] = pair.split('|').map((p) => p.split('#')) as [
        [string, string],
        [string, string],
      ];
      const row = Object.fromEntries(done.map(([d, v]) => [d, v[0]]));
      row[other] = done.find(([d]) => d === other)![1][Number(i)];
      row[name] = values[Number(j)];
      rows.push(row);
    }
    done.push([name, values]);
  }
  const seen = new Set<string>();
  return rows.filter((row) => {
    const id = JSON.stringify(done.map(([d]) => row[d] ?? null));
    return seen.has(id) ? false : (seen.add(id), true);
  });
}
