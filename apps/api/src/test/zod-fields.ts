import { randomUUID } from 'node:crypto';

/**
 * Reads a route's zod schema generically (zod 4's `_zod.def`), so the hostile-input sweep reaches every
 * string field of every route, including routes added later, without a list to keep up to date.
 */
type Def = {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  entries?: Record<string, unknown>;
  values?: unknown[];
};
type Schema = {
  _zod: { def: Def };
  /** zod 4's number bounds (`z.number().min(…)`), null without one. */
  minValue?: number | null;
  safeParse(value: unknown): { success: boolean };
};
export type FieldPath = (string | number)[];

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

// Values a field may take, tried in order until the field's own schema accepts one: the first string any
// text, id, code, colour, version, email, uuid or URL field takes.
const candidates: unknown[] = [
  '1',
  'Sample',
  'SAMPLE_CODE',
  'HK',
  'en',
  '#1e3a5f',
  '0123456789abcdef',
  'someone@example.com',
  'another@example.com',
  randomUUID(),
  'https://example.com/',
  'example.com',
  'FN-0000',
  '2026-01-01T00:00:00.000Z',
  '2026-01-02T00:00:00.000Z',
  'Sample text long enough',
  1,
  25,
  1000,
  true,
  null,
];

const unwrap = (schema: Schema): Schema => {
  const def = schema._zod.def;
  if (
    def.innerType &&
    ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)
  )
    return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in && def.in._zod.def.type !== 'transform') return unwrap(def.in);
  return schema;
};

/** A value the schema accepts, built from its shape (objects field by field, arrays of one), or undefined. */
export function sampleOf(schema: Schema, requiredOnly = false): unknown {
  const inner = unwrap(schema);
  const def = inner._zod.def;
  if (def.type === 'object' && def.shape) {
    const value: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(def.shape)) {
      const optional = field.safeParse(undefined).success;
      if (requiredOnly && optional) continue;
      const sample = sampleOf(field, requiredOnly);
      if (sample !== undefined) value[name] = sample;
    }
    // Fields that depend on each other (a range's end after its start): try each field's other values.
    for (const [name, field] of Object.entries(def.shape)) {
      if (inner.safeParse(value).success || !(name in value)) break;
      for (const other of candidates.filter((c) => c !== value[name] && field.safeParse(c).success)) {
        if (inner.safeParse({ ...value, [name]: other }).success) {
          value[name] = other;
          break;
        }
      }
    }
    return value;
  }
  if (def.type === 'array' && def.element) {
    const sample = sampleOf(def.element, requiredOnly);
    return sample === undefined ? [] : [sample];
  }
  // A record of optional entries (z.partialRecord, e.g. per-field policies) takes none.
  if (def.type === 'record' && inner.safeParse({}).success) return {};
  if (def.type === 'number' && typeof inner.minValue === 'number' && Number.isFinite(inner.minValue))
    return inner.minValue;
  if (def.type === 'enum' && def.entries) return Object.values(def.entries)[0];
  if (def.type === 'literal' && def.values) return def.values[0];
  if (def.type === 'union' && def.options) {
    for (const option of def.options) {
      const sample = sampleOf(option, requiredOnly);
      if (sample !== undefined && inner.safeParse(sample).success) return sample;
    }
  }
  return candidates.find((candidate) => schema.safeParse(candidate).success);
}

/**
 * Valid requests that between them hold every field the sampler can fill: the whole sample when the schema
 * takes it, else the required fields plus one optional field at a time (fields that exclude each other,
 * such as "ouID or searchText, not both", each get a request of their own). `valid` is false when not even
 * that satisfies the schema; the one sample returned then is the whole one.
 */
export function validSamples(schema: unknown): { values: Record<string, unknown>[]; valid: boolean } {
  if (!isSchema(schema)) return { values: [{}], valid: false };
  const full = (sampleOf(schema) ?? {}) as Record<string, unknown>;
  if (schema.safeParse(full).success) return { values: [full], valid: true };
  const required = (sampleOf(schema, true) ?? {}) as Record<string, unknown>;
  const values = Object.entries(full)
    .filter(([name]) => !(name in required))
    .map(([name, value]) => ({ ...required, [name]: value }))
    .filter((value) => schema.safeParse(value).success);
  if (values.length) return { values, valid: true };
  if (schema.safeParse(required).success) return { values: [required], valid: true };
  return { values: [full], valid: false };
}

/** Where the sample holds a string: every field a request carries as text (ids in a query included). */
export function stringPaths(value: unknown, at: FieldPath = []): FieldPath[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...at, i]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([name, item]) => stringPaths(item, [...at, name]));
  return [];
}

const takesText = (schema: Schema): boolean => {
  const def = unwrap(schema)._zod.def;
  return (
    def.type === 'string' ||
    def.type === 'enum' ||
    (def.type === 'union' && (def.options ?? []).some(takesText))
  );
};

/** The top-level fields of an object schema whose type takes text (strings, string enums, ids as text). */
export function textFieldNames(schema: unknown): string[] {
  if (!isSchema(schema)) return [];
  const def = unwrap(schema)._zod.def;
  return Object.entries(def.shape ?? {})
    .filter(([, field]) => takesText(field))
    .map(([name]) => name);
}

/** A copy of `value` with the string at `path` replaced by `replace(old)`. */
export function withString(value: unknown, path: FieldPath, replace: (old: string) => unknown): unknown {
  if (path.length === 0) return replace(value as string);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withString(copy[head!], rest, replace);
  return copy;
}
