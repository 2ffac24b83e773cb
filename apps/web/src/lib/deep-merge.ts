export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Later layers win key by key; arrays and scalars are replaced whole; `undefined` never overwrites. */
export function deepMerge<T>(base: T, ...layers: NoInfer<DeepPartial<T> | null | undefined>[]): T {
  let out: unknown = base;
  for (const layer of layers) out = mergeTwo(out, layer);
  return out as T;
}

function mergeTwo(base: unknown, layer: unknown): unknown {
  if (layer === undefined || layer === null) return base;
  if (!isPlainObject(base) || !isPlainObject(layer)) return layer;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(layer)) out[key] = mergeTwo(base[key], value);
  return out;
}
