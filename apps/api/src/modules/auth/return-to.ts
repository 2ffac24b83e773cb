const ORIGIN = 'http://return-to.invalid';

/**
 * Only same-origin paths: `/x?y`, never `//host`, `/\host` or an absolute URL (no open redirect). The result
 * is percent-encoded as the URL standard does (`/海` becomes `/%E6%B5%B7`, escapes already there stay), so it
 * is always a valid Location header.
 */
export function safeReturnTo(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return '/';
  }
  const hasControlCharacter = [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (hasControlCharacter || value.length > 2000) return '/';
  const url = new URL(value, ORIGIN);
  if (url.origin !== ORIGIN) return '/';
  const encoded = `${url.pathname}${url.search}${url.hash}`;
  return encoded.length > 6000 ? '/' : encoded;
}
