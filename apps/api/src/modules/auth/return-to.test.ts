import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it.each(['/', '/OUSearch?OUSearchName=HK', '/contact?contact=12'])('keeps the same-origin path %s', (p) => {
    expect(safeReturnTo(p)).toBe(p);
  });
  it.each([
    ['/海', '/%E6%B5%B7'],
    ['/😀?q=陳', '/%F0%9F%98%80?q=%E9%99%B3'],
    ['/a%20b?q=%E6%B5%B7', '/a%20b?q=%E6%B5%B7'],
    ['/a b', '/a%20b'],
  ])('percent-encodes %s for the Location header', (p, encoded) => {
    expect(safeReturnTo(p)).toBe(encoded);
    expect(safeReturnTo(encoded)).toBe(encoded);
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
