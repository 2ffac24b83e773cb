/**
 * The spec's input filters (spec 5), shared so the web strips exactly what the API strips.
 * Name inputs lose ~ ! @ # $ % ^ * + = ' " ; < >; phone inputs keep digits only.
 */
const NAME_SYMBOLS = /[~!@#$%^*+=<>;'"\u2018\u2019]/g;

export function filterNameInput(text: string): string {
  return text.replace(NAME_SYMBOLS, '');
}

export function filterPhoneInput(text: string): string {
  return text.replace(/\D+/g, '');
}

/**
 * The basic search box takes names, phones and emails in one field. An email needs its '@', so text that
 * looks like an address (one '@' between non-space characters) keeps '@' and loses the other symbols;
 * anything else is a name input and loses '@' too.
 */
export function filterBasicSearchInput(text: string): string {
  const trimmed = text.trim();
  if (/^[^\s@]+@[^\s@]*$/.test(trimmed)) {
    return trimmed
      .split('@')
      .map((part) => filterNameInput(part))
      .join('@');
  }
  return filterNameInput(text);
}

/** True when the text is a phone number or extension: only digits and phone punctuation, 3+ digits. */
export function looksLikePhoneNumber(text: string): boolean {
  return /^[\d\s()+\-./]*$/.test(text) && filterPhoneInput(text).length >= 3;
}
