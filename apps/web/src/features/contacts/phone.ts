/** `+852 2123 4567 ext. 89` → `tel:+85221234567;ext=89` (RFC 3966); null when there are no digits to dial. */
export function telHref(display: string): string | null {
  const match = /^(.*?)(?:\s*(?:ext\.?|extension|x|#|內線|分機)\s*(\d+))?\s*$/i.exec(display);
  const [, number = '', extension] = match ?? [];
  const digits = number.replace(/\D/g, '');
  if (!digits) return null;
  const plus = number.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${digits}${extension ? `;ext=${extension}` : ''}`;
}
