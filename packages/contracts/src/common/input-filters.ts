// Values only, no zod: the web's inputs filter keystrokes with these (decision 106, web decision 070).

/**
 * Spec 5's symbols a person's name may not carry: `~ ! @ # $ % ^ * + = " ; < >`. The spec's list also
 * names the apostrophe, but O'Connor and N’Dour need it (and hyphens, Álvarez-Núñez, were never on it),
 * so both apostrophes stay (decision 106).
 */
export const NAME_SYMBOLS = '~!@#$%^*+=";<>';
const NAME_SYMBOL = /[~!@#$%^*+=";<>]/g;

/** Whether `value` carries one of NAME_SYMBOLS (the contract refuses it). */
export const hasNameSymbol = (value: string) => value.search(NAME_SYMBOL) >= 0;

/** The name input's filter: what a person types or pastes, without NAME_SYMBOLS. */
export const stripNameSymbols = (value: string) => value.replace(NAME_SYMBOL, '');

/** Country code, area code and extension: spec 5's numeric-only filter. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** A phone number's own part keeps the spaces and hyphens people group digits with (`2123 4567`). */
export const phoneNumberCharacters = (value: string) => value.replace(/[^0-9 -]/g, '');
