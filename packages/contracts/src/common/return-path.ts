// Values only, no zod: the web's first screen reads return URLs (web decision 070).

/** A return URL longer than this is a mangled link, not a place someone was. */
const MAX_INPUT = 2000;
/** Percent-encoding can triple the length; the result still has to fit a Location header. */
const MAX_OUTPUT = 6000;
// The URL parser drops tabs and line breaks and trims control characters, so `/\t/evil.example` would be
// read as `//evil.example`; a value it would silently change is refused rather than trusted.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The one same-site check for every return URL (sign-in's `returnTo`, the web's `rtnURL`, server-sent
 * links): resolves `value` with the URL parser against `origin` and keeps it only when the result is on
 * that origin. Returns its path, search and hash (percent-encoded as the URL standard does, so it is a
 * valid Location header and a safe `href`), or null for anything that leads elsewhere or cannot be read.
 */
export function sameOriginPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length > MAX_INPUT || CONTROL.test(value)) return null;
  let base: string;
  let path: string;
  try {
    base = new URL(origin).origin;
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    path = `${url.pathname}${url.search}${url.hash}`;
    // `/.//evil.example` resolves to the path `//evil.example`, which is another host once used as an href.
    if (new URL(path, base).origin !== base) return null;
  } catch {
    return null;
  }
  return path.length > MAX_OUTPUT ? null : path;
}
