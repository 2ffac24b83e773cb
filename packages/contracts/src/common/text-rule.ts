// Values only, no zod: the web's first screen may check text with these (web decision 070).

/**
 * Which characters request text may carry (decision 088). `line`: one line of text (names, codes, search
 * boxes, filters). `lines`: a field whose form is a multi-line box (a working location), which also takes
 * line breaks (`\n`, `\r\n`) and tabs.
 */
export type TextRule = 'line' | 'lines';

// Refused everywhere: C0 controls (U+0000 breaks PostgreSQL text, 22021/22P05), DEL, C1 controls, the 66
// noncharacters (U+FFFE/U+FFFF among them), U+FFFD (what a decoder leaves of bytes that are not UTF-8: the
// request's text was invalid) and lone surrogates (not Unicode text at all; UTF-8 cannot carry them).
/* eslint-disable no-control-regex -- control characters are exactly what is refused */
const REFUSED_IN_LINE = /[\u0000-\u001f\u007f-\u009f\ufffd\p{Noncharacter_Code_Point}\p{Surrogate}]/u;
const REFUSED_IN_LINES =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd\p{Noncharacter_Code_Point}\p{Surrogate}]|\r(?!\n)/u;
/* eslint-enable no-control-regex */

/** Where the first character `rule` refuses sits in `value`, or -1 when every character is allowed. */
export function refusedCharacterAt(value: string, rule: TextRule = 'line'): number {
  const match = (rule === 'lines' ? REFUSED_IN_LINES : REFUSED_IN_LINE).exec(value);
  return match ? match.index : -1;
}

export const isAllowedText = (value: string, rule: TextRule = 'line') => refusedCharacterAt(value, rule) < 0;

/**
 * An HTTP header value as RFC 9110 allows it: visible ASCII, spaces, tabs and obs-text. Node reads header
 * bytes as Latin-1, so bytes from 0x80 up are not C1 controls there but pieces of UTF-8.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const REFUSED_IN_HEADER = /[\u0000-\u0008\u000a-\u001f\u007f]/;
export const isAllowedHeaderValue = (value: string) => !REFUSED_IN_HEADER.test(value);

/** The English text of TEXT_CHARACTER_NOT_ALLOWED without its field, as a zod issue carries it. */
export const TEXT_CHARACTER_MESSAGE = 'contains a character that is not allowed';
