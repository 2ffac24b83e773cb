import { describe, expect, it } from 'vitest';
import { buildContactSearchText, normalizeSearchText } from '../src/index.js';

describe('normalizeSearchText', () => {
  it('strips accents and lower-cases', () => {
    expect(normalizeSearchText('José')).toBe('jose');
    expect(normalizeSearchText('Zoë Núñez')).toBe('zoe nunez');
    expect(normalizeSearchText('Łukasz Søndergaard Weiß')).toBe('lukasz sondergaard weiss');
    expect(normalizeSearchText('ＡＢＣ１２３')).toBe('abc123'); // full-width input from CJK keyboards
  });

  it('keeps apostrophes (one kind) and other scripts', () => {
    expect(normalizeSearchText('O’Connor')).toBe("o'connor");
    expect(normalizeSearchText("  D'Souza\t陳大文  ")).toBe("d'souza 陳大文");
    expect(normalizeSearchText('佐藤 が')).toBe('佐藤 が'); // kana voicing marks survive
  });
});

describe('buildContactSearchText', () => {
  it('joins every name and the email, folded, without repeating whole parts', () => {
    const text = buildContactSearchText({
      displayName: 'Peter Chan',
      firstName: 'Peter',
      middleName: null,
      familyName: 'Chan',
      localName: 'Chan Tai Man',
      chineseName: '陳大文',
      email: 'Peter.Chan@HarbourPacific.com.hk',
    });
    expect(text).toBe('peter chan peter chan chan tai man 陳大文 peter.chan@harbourpacific.com.hk');
    expect(text).toContain('chan tai man');
  });
});
