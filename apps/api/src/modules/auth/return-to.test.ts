import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it.each(['/', '/OUSearch?OUSearchName=HK', '/contact?contact=12'])('keeps the same-origin path %s', (p) => {
    expect(safeReturnTo(p)).toBe(p);
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/a\nb',
    undefined,
    42,
  ])('replaces %s with /', (p) => {
    expect(safeReturnTo(p)).toBe('/');
  });
});
