import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-path.js';

const ORIGIN = 'https://directory.example';

describe('sameOriginPath', () => {
  it.each([
    ['/', '/'],
    ['/OUSearch?OUSearchName=HK', '/OUSearch?OUSearchName=HK'],
    ['/contact?contact=12#top', '/contact?contact=12#top'],
    ['https://directory.example/AdvanceSearch?name=chan', '/AdvanceSearch?name=chan'],
    ['/a/../b', '/b'],
    ['?page=2', '/?page=2'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    // Same scheme, no `//`: the URL standard reads it as a path on the page's own origin.
    ['https:evil.example', '/evil.example'],
  ])('keeps the same-origin %s as %s', (value, path) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(path);
  });

  it.each([
    ['/海', '/%E6%B5%B7'],
    ['/😀?q=陳', '/%F0%9F%98%80?q=%E9%99%B3'],
    ['/a%20b?q=%E6%B5%B7', '/a%20b?q=%E6%B5%B7'],
    ['/a b', '/a%20b'],
  ])('percent-encodes %s once', (value, encoded) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(encoded);
    expect(sameOriginPath(encoded, ORIGIN)).toBe(encoded);
  });

  it.each([
    '/\t/evil.example/phish',
    '/\n/evil.example/phish',
    '/\r\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    'https://evil.example/',
    'https://directory.example.evil.example/',
    'http://directory.example/',
    'https://directory.example:8443/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/a\u0000b',
    '/a\u007fb',
    `/${'a'.repeat(2000)}`,
    undefined,
    null,
    42,
    ['/'],
  ])('refuses %j', (value) => {
    expect(sameOriginPath(value, ORIGIN)).toBeNull();
  });

  it.each(['%2F%09%2Fevil.example%2Fphish', '%2F%2Fevil.example', '%2F%5Cevil.example'])(
    'reads the decoded form of %s as a refusal too',
    (encoded) => {
      expect(sameOriginPath(decodeURIComponent(encoded), ORIGIN)).toBeNull();
      // Left encoded it is a harmless path on this site, never another host.
      const kept = sameOriginPath(encoded, ORIGIN);
      expect(new URL(kept ?? '/', ORIGIN).origin).toBe(ORIGIN);
    },
  );

  it('never answers a path that another origin could claim', () => {
    const hostile = ['/\t/x', '/.//x', '//x', '/\\x', '\\\\x', 'https://x/', 'javascript:x', 'data:,x'];
    for (const value of hostile) {
      const kept = sameOriginPath(value, ORIGIN);
      if (kept !== null) expect(new URL(kept, 'https://other.example').host).toBe('other.example');
    }
  });

  it('refuses everything when the origin itself cannot be read', () => {
    expect(sameOriginPath('/', 'not a url')).toBeNull();
  });
});
