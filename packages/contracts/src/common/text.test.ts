import { describe, expect, it } from 'vitest';
import { isAllowedHeaderValue, refusedCharacterAt, text } from './text.js';

describe('the shared text rule (decision 088)', () => {
  it.each(["O'Connor", 'Álvarez-Núñez', '陳大文', 'Chan Tai Man 😀', 'ქართული', '\u00a0non-breaking', ''])(
    'allows real text: %j',
    (value) => {
      expect(refusedCharacterAt(value)).toBe(-1);
      expect(text().safeParse(value).success).toBe(true);
    },
  );

  it.each([
    ['NUL', 'a\u0000b', 1],
    ['tab', 'a\tb', 1],
    ['line feed', 'a\nb', 1],
    ['escape', '\u001b[31m', 0],
    ['DEL', 'a\u007f', 1],
    ['C1 NEL', 'a\u0085', 1],
    ['lone high surrogate', 'a\ud800', 1],
    ['lone low surrogate', '\udc00a', 0],
    ['U+FFFE', '\ufffe', 0],
    ['U+FFFF', 'x\uffff', 1],
    ['a noncharacter past the BMP', '\u{10ffff}', 0],
    ['U+FDD0', '\ufdd0', 0],
    ['U+FFFD (what invalid UTF-8 decodes to)', 'Caf\ufffd', 3],
  ])('refuses %s on one line', (_name, value, at) => {
    expect(refusedCharacterAt(value)).toBe(at);
    const result = text().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'contains a character that is not allowed',
      params: { messageCode: 'TEXT_CHARACTER_NOT_ALLOWED' },
    });
  });

  it('takes line breaks and tabs only where a field has several lines, and never a lone CR', () => {
    expect(refusedCharacterAt('Floor 3\nTower 1\r\n\tWing B', 'lines')).toBe(-1);
    expect(refusedCharacterAt('Floor 3\rTower 1', 'lines')).toBe(7);
    expect(refusedCharacterAt('a\u0000', 'lines')).toBe(1);
    expect(refusedCharacterAt('a\u000b', 'lines')).toBe(1);
  });

  it('reads header values as RFC 9110 does: tabs and obs-text allowed, controls refused', () => {
    expect(isAllowedHeaderValue('Mozilla/5.0\t(X11) \u00e9\u0099')).toBe(true);
    expect(isAllowedHeaderValue('a\u0000')).toBe(false);
    expect(isAllowedHeaderValue('a\r\nSet-Cookie: x')).toBe(false);
    expect(isAllowedHeaderValue('a\u007f')).toBe(false);
  });
});
