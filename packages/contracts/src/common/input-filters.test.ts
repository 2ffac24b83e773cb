import { describe, expect, it } from 'vitest';
import { contactInfoUpdateRequest } from '../contact-maintenance.js';
import { digitsOnly, hasNameSymbol, phoneNumberCharacters, stripNameSymbols } from './input-filters.js';
import { schemaIssueCode } from './schema-issue-code.js';

const contact = (fields: Record<string, unknown>) => ({
  firstName: 'Ann',
  familyName: 'Lee',
  ouID: '1',
  ...fields,
});
const codes = (fields: Record<string, unknown>) => {
  const result = contactInfoUpdateRequest.safeParse(contact(fields));
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((i) => [i.path.join('.'), schemaIssueCode(i).messageCode]).reverse(),
      );
};

describe('name input filter (spec 5, decision 106)', () => {
  it('keeps the apostrophes and hyphens real names carry', () => {
    for (const name of ["O'Connor", 'N’Dour', 'Álvarez-Núñez', '陳大文', 'Nguyễn Văn']) {
      expect(stripNameSymbols(name)).toBe(name);
      expect(codes({ familyName: name, middleName: name, localName: name, chineseName: name })).toEqual({});
    }
  });

  it('strips and refuses each of spec 5’s other symbols', () => {
    for (const symbol of '~!@#$%^*+=";<>') {
      expect(stripNameSymbols(`Ann${symbol}e`)).toBe('Anne');
      expect(hasNameSymbol(`Ann${symbol}e`)).toBe(true);
      expect(codes({ firstName: `Ann${symbol}e` })).toEqual({ firstName: 'FIELD_NAME_SYMBOL' });
    }
    expect(codes({ middleName: '<b>', localName: 'x;y', chineseName: '陳#' })).toEqual({
      middleName: 'FIELD_NAME_SYMBOL',
      localName: 'FIELD_NAME_SYMBOL',
      chineseName: 'FIELD_NAME_SYMBOL',
    });
  });
});

describe('phone input filters', () => {
  it('take digits only as typed; the number keeps spaces and hyphens', () => {
    expect(digitsOnly('+852 ab')).toBe('852');
    expect(phoneNumberCharacters('2123-45x67 ')).toBe('2123-4567 ');
  });

  it('code what the contract refuses, so a form can say it in the user’s language', () => {
    expect(
      codes({ phone: { countryCode: '85a', number: 'abc' }, email: 'nope', mobile: { number: '' } }),
    ).toEqual({
      'phone.countryCode': 'FIELD_DIGITS_ONLY',
      'phone.number': 'FIELD_PHONE_CHARACTERS',
      email: 'FIELD_EMAIL',
      'mobile.number': 'FIELD_REQUIRED',
    });
    expect(codes({ email: 'a@b.co', secondaryEmails: ['a@b.co'] })).toEqual({
      secondaryEmails: 'FIELD_EMAIL_TWICE',
    });
  });
});
