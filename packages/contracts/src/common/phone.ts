// Values only, no zod: the web's detail view imports telHref (web decision 070).

export interface PhoneParts {
  countryCode?: string | null;
  areaCode?: string | null;
  number?: string | null;
  extension?: string | null;
}

/**
 * `+852 2123 4567 ext. 89`: how every list, the detail view and the exports show a stored phone; null when
 * there is no number. A country code stored with its `+` gets no second one.
 */
export function formatPhone(p: PhoneParts): string | null {
  if (!p.number) return null;
  const country = p.countryCode ? `+${p.countryCode.replace(/^\+/, '')}` : null;
  const joined = [country, p.areaCode, p.number].filter(Boolean).join(' ');
  return p.extension ? `${joined} ext. ${p.extension}` : joined;
}

/** `+852 2123 4567 ext. 89` → `tel:+85221234567;ext=89` (RFC 3966); null when there are no digits to dial. */
export function telHref(display: string): string | null {
  const match = /^(.*?)(?:\s*(?:ext\.?|extension|x|#|內線|分機)\s*(\d+))?\s*$/i.exec(display);
  const [, number = '', extension] = match ?? [];
  const digits = number.replace(/\D/g, '');
  if (!digits) return null;
  const plus = number.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${digits}${extension ? `;ext=${extension}` : ''}`;
}
