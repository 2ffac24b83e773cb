/** Only same-origin paths: `/x?y`, never `//host`, `/\host` or an absolute URL (no open redirect). */
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
  return value;
}
