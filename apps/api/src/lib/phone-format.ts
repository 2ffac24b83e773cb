export interface PhoneParts {
  countryCode?: string | null;
  areaCode?: string | null;
  number?: string | null;
  extension?: string | null;
}

/** '+852 2123 4567 ext. 89': how people read and dial a stored phone; null when there is no number. */
export function formatPhone(p: PhoneParts): string | null {
  if (!p.number) return null;
  const parts = [p.countryCode ? `+${p.countryCode}` : null, p.areaCode, p.number].filter(Boolean).join(' ');
  return p.extension ? `${parts} ext. ${p.extension}` : parts;
}
