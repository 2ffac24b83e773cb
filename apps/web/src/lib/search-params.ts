import { isWholeNumberInRange, MAX_ID, sameOriginPath } from '@cd/contracts';

/**
 * URLs are strings (docs/decisions/014). The router's default JSON serialisation would turn
 * `?phone=85291234567` into a number and write a string id back as `?contact=%22123%22`; these two
 * functions replace it, so what a user bookmarks or shares is exactly what the page reads.
 */

/** Search params as the router sees them: one string per key. */
export type SearchRecord = Record<string, string>;

/** `?a=1&b=x` → `{ a: '1', b: 'x' }`. A repeated key keeps its first value; an empty value is absent. */
export function parseSearch(searchStr: string): SearchRecord {
  const entries: [string, string][] = [];
  const seen = new Set<string>();
  for (const [key, value] of new URLSearchParams(searchStr)) {
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    entries.push([key, value]);
  }
  // fromEntries defines own properties, so a `__proto__` key is data, not a prototype.
  return Object.fromEntries(entries);
}

/**
 * `{ a: '1' }` → `?a=1`. Numbers and booleans are written as their decimal text; undefined, null and
 * empty strings are left out. Objects and arrays have no plain-string form, so they are refused instead
 * of being written as JSON or `[object Object]`.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string') params.set(key, value);
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
      params.set(key, String(value));
    else throw new TypeError(`Search param "${key}" must be a string, got ${typeof value}`);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Spec 2: the query parameter names the product's URLs use; routes may read no others. */
export const searchParamNames = [
  'ouid',
  'thisOU',
  'dept',
  'name',
  'title',
  'OUSearchName',
  'addr',
  'country',
  'email',
  'phone',
  'mobile',
  'contact',
  'rtnURL',
  'page',
  // The audit log report's filters (docs/decisions/052): a day range, an actor fragment, an action name.
  'from',
  'to',
  'actor',
  'action',
  'signIns',
] as const;
export type SearchParamName = (typeof searchParamNames)[number];

/** Longest free-text value a URL carries; longer ones are a mangled link, not a search. */
const MAX_TEXT = 200;

/**
 * One search param's check, in plain code rather than zod: every route's `validateSearch` runs in the
 * first screen's bundle, and zod is not part of it (decision 070). The value stays a string (the URL's
 * form), so what a route reads, what a `<Link search>` writes and what lands in the address bar agree.
 */
export class SearchParam<Optional extends boolean = false> {
  private constructor(
    private readonly checks: readonly ((value: string) => boolean)[],
    private readonly trims: boolean,
    readonly isOptional: Optional,
    /** What the route reads instead of the raw text (null refuses it), e.g. a return URL's safe path. */
    private readonly normalize: (value: string) => string | null = (value) => value,
  ) {}

  static of(checks: readonly ((value: string) => boolean)[], trims = false): SearchParam {
    return new SearchParam(checks, trims, false);
  }

  static normalized(normalize: (value: string) => string | null): SearchParam {
    return new SearchParam([], false, false, normalize);
  }

  /** Absent is fine; a present value must still pass. */
  optional(): SearchParam<true> {
    return new SearchParam(this.checks, this.trims, true, this.normalize);
  }

  /** The (trimmed) value must match the whole pattern. */
  regex(pattern: RegExp): SearchParam<Optional> {
    return new SearchParam(
      [...this.checks, (value) => pattern.test(value)],
      this.trims,
      this.isOptional,
      this.normalize,
    );
  }

  /** The value to keep, undefined when absent and allowed to be, or null when it fails. */
  read(value: unknown): string | undefined | null {
    if (value === undefined) return this.isOptional ? undefined : null;
    if (typeof value !== 'string') return null;
    const text = this.trims ? value.trim() : value;
    return this.checks.every((check) => check(text)) ? this.normalize(text) : null;
  }
}

/** Validators for one search param: `searchParam.text().optional()`. */
export const searchParam = {
  /** Free text (a name, an address, a phone fragment): trimmed, 1–200 characters. */
  text: () => SearchParam.of([(value) => value.length >= 1 && value.length <= MAX_TEXT], true),
  /** An entity id: strict decimal from 1 to the column's maximum, by the contracts' id rule. */
  id: () => SearchParam.of([(value) => isWholeNumberInRange(value, { min: 1, max: MAX_ID })]),
  /** A result page number (`page`): strict decimal from 1. */
  page: () => SearchParam.of([(value) => isWholeNumberInRange(value, { min: 1, max: 100_000 })]),
  /** A calendar day (`from`, `to`): `yyyy-MM-dd` naming a real date. */
  day: () => SearchParam.of([isCalendarDay]),
  /** Where to go back to (`rtnURL`): read as the path of a URL on this origin, else refused. */
  returnPath: () => SearchParam.normalized(sameSitePath),
};

/** `2026-02-28` yes; `2026-02-30`, `2026-2-1` and `28/02/2026` no. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The path (with search and hash) that `value` leads to on this page's origin, or null when it leads
 * anywhere else: the contracts' one return-URL check, against the origin the browser is on.
 */
export function sameSitePath(value: string): string | null {
  return sameOriginPath(value, window.location.origin);
}

type SearchShape = { [K in SearchParamName]?: SearchParam<boolean> };
type OptionalKeys<S> = { [K in keyof S]: S[K] extends SearchParam<true> ? K : never }[keyof S];
type RequiredKeys<S> = Exclude<keyof S, OptionalKeys<S>>;
/** What a route reads (and what its links must write): required params present, optional ones maybe. */
export type SearchOf<S> = { [K in RequiredKeys<S>]: string } & { [K in OptionalKeys<S>]?: string };

export type SearchResult<T> = { success: true; data: T } | { success: false; error: Error };

/**
 * A route's `validateSearch` in one line, restricted to spec 2's names:
 * `validateSearch: searchSchema({ contact: searchParam.id(), rtnURL: searchParam.returnPath().optional() })`.
 * Unknown keys are dropped from what the route reads. A value that fails validation fails the route,
 * which shows its errorComponent (the contact detail route turns that into a notice on `/`).
 */
export function searchSchema<S extends SearchShape>(shape: S) {
  function safeParse(input: unknown): SearchResult<SearchOf<S>> {
    const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    const data: Record<string, string> = {};
    for (const [key, param] of Object.entries(shape) as [string, SearchParam<boolean>][]) {
      const value = param.read(Object.hasOwn(record, key) ? record[key] : undefined);
      if (value === null) return { success: false, error: new Error(`Invalid search param "${key}"`) };
      if (value !== undefined) data[key] = value;
    }
    return { success: true, data: data as SearchOf<S> };
  }
  return {
    safeParse,
    /** The router calls this: throws on a bad value, so the route shows its errorComponent. */
    parse(input: SearchOf<S>): SearchOf<S> {
      const result = safeParse(input);
      if (!result.success) throw result.error;
      return result.data;
    },
  };
}
