import { describe, expect, it } from 'vitest';
import { parseSearch, sameSitePath, searchParam, searchSchema, stringifySearch } from './search-params';

describe('plain-string search params', () => {
  it.each([
    ['?phone=85291234567', { phone: '85291234567' }],
    ['?contact=123', { contact: '123' }],
    ['?contact=007', { contact: '007' }],
    ['?name=true', { name: 'true' }],
    ['?name=null', { name: 'null' }],
    ['?name=%22quoted%22', { name: '"quoted"' }],
    ['?name=%E9%99%B3%E5%A4%A7%E6%96%87', { name: '陳大文' }],
    ['?phone=%2B852+9123+4567', { phone: '+852 9123 4567' }],
    ['?name=Marks+%26+Spencer', { name: 'Marks & Spencer' }],
    ['?addr=%7B%22a%22%3A1%7D', { addr: '{"a":1}' }],
  ])('%s reads as strings and writes back unchanged', (search, expected) => {
    const parsed = parseSearch(search);
    expect(parsed).toEqual(expected);
    expect(stringifySearch(parsed)).toBe(search);
  });

  it('round-trips CJK, +, & and = in values', () => {
    const values = { name: '陳大文 & Co', phone: '+852 9123 4567', addr: 'a=b&c=d', title: '經理+主任' };
    expect(parseSearch(stringifySearch(values))).toEqual(values);
  });

  it('writes numbers as their decimal text, never JSON', () => {
    expect(stringifySearch({ contact: 123, phone: 85291234567 })).toBe('?contact=123&phone=85291234567');
  });

  it('keeps the first of a repeated key and drops empty values', () => {
    expect(parseSearch('contact=1&contact=2&name=')).toEqual({ contact: '1' });
    expect(stringifySearch({ name: '', dept: undefined, ouid: null })).toBe('');
  });

  it('refuses values that have no plain-string form', () => {
    expect(() => stringifySearch({ dept: ['a', 'b'] })).toThrow(TypeError);
    expect(() => stringifySearch({ dept: { a: 1 } })).toThrow(/dept/);
  });

  it('treats __proto__ as an ordinary key', () => {
    const parsed = parseSearch('__proto__=x');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__']);
  });
});

describe('searchSchema', () => {
  const schema = searchSchema({ contact: searchParam.id(), rtnURL: searchParam.returnPath().optional() });

  it('accepts a strict decimal id and keeps it a string', () => {
    expect(schema.safeParse({ contact: '123', other: 'x' })).toEqual({
      success: true,
      data: { contact: '123' },
    });
  });

  it('leaves an absent optional param absent and fails the route on a bad one', () => {
    expect(schema.parse({ contact: '5' })).toEqual({ contact: '5' });
    expect(Object.keys(schema.parse({ contact: '5' }))).toEqual(['contact']);
    expect(() => schema.parse({ contact: '5', rtnURL: '//evil.example' })).toThrow(/rtnURL/);
  });

  it('refuses values that are not strings', () => {
    for (const contact of [123, null, ['1'], { a: 1 }])
      expect(schema.safeParse({ contact }).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });

  it('checks a pattern on the trimmed text', () => {
    const action = searchSchema({
      action: searchParam
        .text()
        .regex(/^[A-Z]+$/)
        .optional(),
    });
    expect(action.parse({ action: ' CREATE ' })).toEqual({ action: 'CREATE' });
    expect(action.safeParse({ action: 'create' }).success).toBe(false);
  });

  it('reads only own keys, never the prototype chain', () => {
    const page = searchSchema({ page: searchParam.page().optional() });
    expect(page.parse(Object.create({ page: '2' }) as object)).toEqual({});
  });

  it.each(['0', '-1', '+1', '0x1', '1e3', '1.0', ' 1', '2147483648', 'abc'])(
    'refuses contact=%s',
    (contact) => {
      expect(schema.safeParse({ contact }).success).toBe(false);
    },
  );

  it.each(['0', '-1', '1.5', '100001', 'x'])('refuses page=%s', (page) => {
    expect(searchSchema({ page: searchParam.page() }).safeParse({ page }).success).toBe(false);
  });

  it.each(['2026-02-30', '2026-2-01', '28/02/2026', '2026-13-01', ''])('refuses the day %s', (day) => {
    expect(searchSchema({ from: searchParam.day() }).safeParse({ from: day }).success).toBe(false);
  });

  it('accepts a calendar day, leap days included', () => {
    expect(searchSchema({ to: searchParam.day() }).parse({ to: '2028-02-29' })).toEqual({ to: '2028-02-29' });
  });

  it('accepts a page number and keeps it a string', () => {
    expect(searchSchema({ page: searchParam.page() }).parse({ page: '3' })).toEqual({ page: '3' });
  });

  it('refuses a missing required param', () => {
    expect(schema.safeParse({}).success).toBe(false);
  });

  it('keeps a return path on this site only', () => {
    expect(schema.parse({ contact: '1', rtnURL: '/AdvanceSearch?name=chan' }).rtnURL).toBe(
      '/AdvanceSearch?name=chan',
    );
    for (const rtnURL of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example/phish',
      '/\n/evil.example/phish',
      '/.//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(schema.safeParse({ contact: '1', rtnURL }).success).toBe(false);
    }
  });

  it('reads the return path as the URL parser resolves it on this origin', () => {
    const read = (rtnURL: string) => schema.parse({ contact: '1', rtnURL }).rtnURL;
    expect(read(`${window.location.origin}/OUSearch?OUSearchName=HK`)).toBe('/OUSearch?OUSearchName=HK');
    expect(read('/聯絡人?name=陳')).toBe('/%E8%81%AF%E7%B5%A1%E4%BA%BA?name=%E9%99%B3');
  });

  it('reads the issue 15 link (rtnURL=%2F%09%2Fevil.example%2Fphish) as a refusal', () => {
    const rtnURL = parseSearch('contact=401&rtnURL=%2F%09%2Fevil.example%2Fphish').rtnURL;
    expect(schema.safeParse({ contact: '401', rtnURL }).success).toBe(false);
  });

  it('trims free text and bounds its length', () => {
    const text = searchSchema({ name: searchParam.text() });
    expect(text.parse({ name: '  chan ' })).toEqual({ name: 'chan' });
    expect(text.safeParse({ name: 'x'.repeat(201) }).success).toBe(false);
    expect(text.safeParse({ name: '   ' }).success).toBe(false);
  });

  it('sameSitePath', () => {
    expect(sameSitePath('/')).toBe('/');
    expect(sameSitePath('relative')).toBe('/relative');
    expect(sameSitePath('//evil.example')).toBeNull();
  });
});
