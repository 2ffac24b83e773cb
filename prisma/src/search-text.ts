// Folding of search text in JavaScript, for the seed's mailbox names. The search columns themselves
// (search_text, search_tokens, sort_name) are written by the database trigger contact_search_columns with
// the SQL function cd_fold (decision 020), for every writer: nothing needs to send them.

// Letters that carry no combining mark after decomposition, so stripping marks alone would keep them.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * Lower case, accents removed (José → jose, Zoë → zoe, Łukasz → lukasz), full-width forms folded,
 * apostrophe variants unified, whitespace collapsed. Chinese and other scripts pass through unchanged.
 */
export function normalizeSearchText(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Combining diacritical marks only: kana voicing marks and the like must survive (NFC rejoins them).
      // eslint-disable-next-line no-misleading-character-class -- ranges of lone combining marks are the point
      .replace(/[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[ßæœøđðłþı]/g, (c) => SPECIAL_LETTERS[c] ?? c)
      .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export interface ContactSearchFields {
  firstName?: string | null;
  middleName?: string | null;
  familyName?: string | null;
  localName?: string | null;
  chineseName?: string | null;
  displayName?: string | null;
  email?: string | null;
}

/**
 * @deprecated The trigger contact_search_columns overwrites `search_text` on every write; sending this
 * value is harmless but unnecessary. Kept for write paths written before decision 020.
 * Every name and the primary email, folded and joined by spaces.
 * Whole repeated parts are dropped; words are not, so a phrase such as "chan tai man" stays searchable.
 */
export function buildContactSearchText(fields: ContactSearchFields): string {
  const parts = [
    fields.displayName,
    fields.firstName,
    fields.middleName,
    fields.familyName,
    fields.localName,
    fields.chineseName,
    fields.email,
  ];
  const seen = new Set<string>();
  for (const part of parts) {
    const folded = part ? normalizeSearchText(part) : '';
    if (folded) seen.add(folded);
  }
  return [...seen].join(' ');
}
