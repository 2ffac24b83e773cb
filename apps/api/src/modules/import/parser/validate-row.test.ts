import type { ImportColumnKey } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { contactValues } from '../../../test/import-fixtures/contact-values.js';
import type { RawContactRow } from './read-workbook.js';
import { foldName, validateRow, type RowValidationContext } from './validate-row.js';

const ctx: RowValidationContext = {
  ouName: 'HK Finance',
  departments: new Map([
    ['finance', 7],
    ['財務部', 7],
    ['tax', 8],
  ]),
  dialCodesByCountry: new Map([
    ['HK', '852'],
    ['GB', '44'],
    ['US', '1'],
  ]),
};

const base = { email: 'amy.wong@example.com', firstName: 'Amy', familyName: 'Wong' };
type Values = Partial<Record<ImportColumnKey, string>>;
const check = (values: Values, row = 2) => validateRow({ row, values } satisfies RawContactRow, ctx);
const valuesOf = (values: Values) => {
  const result = check({ ...base, ...values });
  expect(result.issues).toEqual([]);
  return result.values!;
};
/** The issues of a row with the required fields and `values`, without their English messages. */
const issuesOf = (values: Values) =>
  check({ ...base, ...values }).issues.map(({ message: _message, ...coded }) => coded);

describe('validateRow: the contact a valid row describes', () => {
  it('normalises every field of a full row', () => {
    const result = check(
      {
        email: ' Amy.Wong@Example.COM ',
        firstName: '  Amy ',
        middleName: 'Mei  Ling',
        familyName: 'Wong',
        displayName: 'Amy  Wong (Finance)',
        localName: 'Amy',
        chineseName: '黃美玲',
        title: 'Senior\nAccountant',
        department: '  FINANCE ',
        secondaryEmail: 'amy@example.org; AMY@example.org, wong@example.net',
        phoneCountryCode: '+852 Hong Kong',
        phoneAreaCode: '2',
        phoneNumber: '(2123) 45.67-89',
        phoneExtension: '123',
        mobileCountryCode: 'gb',
        mobileNumber: '9123 4567',
        fax: '+852 2123 4500',
        workingLocation: 'Central',
        isMasterRecord: ' YES ',
      },
      7,
    );
    expect(result).toEqual({
      row: 7,
      issues: [],
      values: {
        email: 'amy.wong@example.com',
        firstName: 'Amy',
        middleName: 'Mei Ling',
        familyName: 'Wong',
        displayName: 'Amy Wong (Finance)',
        localName: 'Amy',
        chineseName: '黃美玲',
        title: 'Senior Accountant',
        departmentId: 7,
        secondaryEmails: ['amy@example.org', 'wong@example.net'],
        phoneCountryCode: '852',
        phoneAreaCode: '2',
        phoneNumber: '2123456789',
        phoneExtension: '123',
        mobileCountryCode: '44',
        mobileNumber: '91234567',
        fax: '+85221234500',
        workingLocation: 'Central',
        isMasterRecord: true,
      },
    });
  });

  it('leaves what a minimal row omits empty and builds the display name from the names', () => {
    expect(check(base).values).toEqual(
      contactValues('amy.wong@example.com', {
        firstName: 'Amy',
        familyName: 'Wong',
        displayName: 'Amy Wong',
      }),
    );
    expect(valuesOf({ middleName: 'Mei' }).displayName).toBe('Amy Mei Wong');
    expect(valuesOf({ displayName: '   ', title: '' }).displayName).toBe('Amy Wong');
  });

  it('composes text to one Unicode form', () => {
    expect(valuesOf({ firstName: 'Zoe\u0301' }).firstName).toBe('Zoé');
  });

  it('finds the department by its folded name', () => {
    expect(valuesOf({ department: '財務部' }).departmentId).toBe(7);
    expect(valuesOf({ department: 'TAX' }).departmentId).toBe(8);
  });

  it.each(['yes', 'Y', 'true', '1', '是', 'Master'])('reads %j as a master record', (text) => {
    expect(valuesOf({ isMasterRecord: text }).isMasterRecord).toBe(true);
  });

  it.each(['no', 'N', 'FALSE', '0', '否'])('reads %j as not a master record', (text) => {
    expect(valuesOf({ isMasterRecord: text }).isMasterRecord).toBe(false);
  });

  it.each([
    ['852', '852'],
    ['+44', '44'],
    ['+1 United States', '1'],
    ['hk', '852'],
  ])('reads the country code %j as %j', (text, dial) => {
    expect(valuesOf({ phoneCountryCode: text }).phoneCountryCode).toBe(dial);
  });

  it('separates secondary emails by semicolons, commas, line breaks and spaces, once each', () => {
    expect(
      valuesOf({ secondaryEmail: 'a@example.org;;b@example.org ,\nc@example.org\r\nA@example.org' }),
    ).toMatchObject({ secondaryEmails: ['a@example.org', 'b@example.org', 'c@example.org'] });
  });

  it('accepts the digit counts at both ends of each phone field', () => {
    const bounds = {
      phoneAreaCode: ['1', '123456'],
      phoneNumber: ['123', '1'.repeat(20)],
      phoneExtension: ['1', '1'.repeat(10)],
      mobileNumber: ['123', '1'.repeat(20)],
      fax: ['123', '1'.repeat(24), `+${'1'.repeat(24)}`],
    };
    for (const [key, texts] of Object.entries(bounds))
      for (const text of texts) expect(valuesOf({ [key]: text })[key as 'fax']).toBe(text);
  });

  it('accepts text at each length limit and an email of 254 characters', () => {
    const limits = {
      firstName: 100,
      middleName: 100,
      familyName: 100,
      localName: 100,
      chineseName: 100,
      displayName: 200,
      title: 200,
      workingLocation: 200,
    };
    for (const [key, max] of Object.entries(limits))
      expect(valuesOf({ [key]: 'x'.repeat(max) })[key as 'title']).toHaveLength(max);
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(valuesOf({ email: longEmail }).email).toHaveLength(254);
  });
});

describe('validateRow: issues', () => {
  it('reports every missing required field, with the row and the column header', () => {
    const result = check({ title: 'Clerk' }, 9);
    expect(result.values).toBeNull();
    expect(result.issues).toEqual([
      {
        row: 9,
        column: 'Email',
        message: 'Email is required.',
        messageCode: 'IMPORT_REQUIRED',
        params: { column: 'Email' },
      },
      {
        row: 9,
        column: 'First Name',
        message: 'First Name is required.',
        messageCode: 'IMPORT_REQUIRED',
        params: { column: 'First Name' },
      },
      {
        row: 9,
        column: 'Family Name',
        message: 'Family Name is required.',
        messageCode: 'IMPORT_REQUIRED',
        params: { column: 'Family Name' },
      },
    ]);
    expect(issuesOf({ firstName: '   ' })).toEqual([
      { row: 2, column: 'First Name', messageCode: 'IMPORT_REQUIRED', params: { column: 'First Name' } },
    ]);
  });

  it.each([
    '#N/A',
    '#REF!',
    '#VALUE!',
    '#DIV/0!',
    '#NAME?',
    '#NUM!',
    '#NULL!',
    '#SPILL!',
    '#CALC!',
    '#GETTING_DATA',
  ])('refuses the Excel error %s, once, even in a required column', (value) => {
    const result = check({ ...base, familyName: value });
    expect(result.issues).toEqual([
      {
        row: 2,
        column: 'Family Name',
        message: `The cell holds the Excel error ${value}.`,
        messageCode: 'IMPORT_CELL_EXCEL_ERROR',
        params: { value },
      },
    ]);
  });

  it('reads text that only contains an error value as text', () => {
    expect(valuesOf({ title: '#N/A pending' }).title).toBe('#N/A pending');
    expect(valuesOf({ title: 'see #REF!' }).title).toBe('see #REF!');
  });

  it('refuses text one character over its limit, counted after spaces are folded', () => {
    const limits = {
      firstName: ['First Name', 100],
      middleName: ['Middle Name', 100],
      familyName: ['Family Name', 100],
      localName: ['Local Name', 100],
      chineseName: ['Chinese Name', 100],
      displayName: ['Display Name', 200],
      title: ['Job Title', 200],
      workingLocation: ['Working Location', 200],
    } as const;
    for (const [key, [column, max]] of Object.entries(limits)) {
      expect(check({ ...base, [key]: 'x'.repeat(max + 1) }).issues).toEqual([
        {
          row: 2,
          column,
          message: `${column} is longer than ${max} characters.`,
          messageCode: 'IMPORT_TOO_LONG',
          params: { column, max },
        },
      ]);
    }
    expect(valuesOf({ title: `${'x'.repeat(100)}    ${'y'.repeat(99)}` }).title).toHaveLength(200);
  });

  it('refuses an invalid or over-long email, quoting it as written', () => {
    expect(check({ ...base, email: 'Amy.Wong@' }).issues).toEqual([
      {
        row: 2,
        column: 'Email',
        message: "'Amy.Wong@' is not a valid email address.",
        messageCode: 'IMPORT_INVALID_EMAIL',
        params: { value: 'Amy.Wong@' },
      },
    ]);
    const tooLong = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`;
    expect(issuesOf({ email: tooLong })).toEqual([
      { row: 2, column: 'Email', messageCode: 'IMPORT_INVALID_EMAIL', params: { value: tooLong } },
    ]);
  });

  it('refuses invalid secondary emails and the primary email given again', () => {
    expect(check({ ...base, secondaryEmail: 'ok@example.org; nope; AMY.WONG@example.com' }).issues).toEqual([
      {
        row: 2,
        column: 'Secondary Emails',
        message: "'nope' is not a valid email address.",
        messageCode: 'IMPORT_INVALID_EMAIL',
        params: { value: 'nope' },
      },
      {
        row: 2,
        column: 'Secondary Emails',
        message: "'AMY.WONG@example.com' is already the primary email.",
        messageCode: 'IMPORT_SECONDARY_IS_PRIMARY',
        params: { value: 'AMY.WONG@example.com' },
      },
    ]);
  });

  it('does not compare secondary emails with a primary email that was refused', () => {
    expect(issuesOf({ email: 'bad', secondaryEmail: 'bad' }).map((i) => i.messageCode)).toEqual([
      'IMPORT_INVALID_EMAIL',
      'IMPORT_INVALID_EMAIL',
    ]);
  });

  it('refuses a department the OU does not have, naming the OU', () => {
    expect(check({ ...base, department: 'Sales' }).issues).toEqual([
      {
        row: 2,
        column: 'Department',
        message: "Department 'Sales' does not exist in HK Finance.",
        messageCode: 'IMPORT_UNKNOWN_DEPARTMENT',
        params: { department: 'Sales', ouName: 'HK Finance' },
      },
    ]);
  });

  it('refuses a master record flag that is neither yes nor no', () => {
    expect(check({ ...base, isMasterRecord: 'maybe' }).issues).toEqual([
      {
        row: 2,
        column: 'Master Record',
        message: "Master Record must be Yes or No ('maybe').",
        messageCode: 'IMPORT_MASTER_YES_NO',
        params: { value: 'maybe' },
      },
    ]);
  });

  it.each(['999', '+86', '+85212345', '852Hong Kong', 'XX', 'Hong Kong'])(
    'refuses the unknown country code %j',
    (value) => {
      expect(check({ ...base, mobileCountryCode: value }).issues).toEqual([
        {
          row: 2,
          column: 'Mobile Country Code',
          message: `'${value}' is not a known country code.`,
          messageCode: 'IMPORT_UNKNOWN_COUNTRY_CODE',
          params: { value },
        },
      ]);
      expect(issuesOf({ phoneCountryCode: value })).toMatchObject([{ column: 'Phone Country Code' }]);
    },
  );

  it('refuses phone parts that are not digits, with a plus only on a fax', () => {
    expect(check({ ...base, phoneNumber: '2123 ext 4' }).issues).toEqual([
      {
        row: 2,
        column: 'Phone Number',
        message: "Phone Number must contain digits only ('2123 ext 4').",
        messageCode: 'IMPORT_DIGITS_ONLY',
        params: { column: 'Phone Number', value: '2123 ext 4' },
      },
    ]);
    for (const key of ['phoneAreaCode', 'phoneNumber', 'phoneExtension', 'mobileNumber'])
      expect(issuesOf({ [key]: '+852' })).toMatchObject([{ messageCode: 'IMPORT_DIGITS_ONLY' }]);
    expect(issuesOf({ fax: '852+1234' })).toMatchObject([
      { column: 'Fax', messageCode: 'IMPORT_DIGITS_ONLY' },
    ]);
    expect(issuesOf({ fax: '++8521234' })).toMatchObject([{ messageCode: 'IMPORT_DIGITS_ONLY' }]);
  });

  it('refuses a digit count one outside each phone field range, giving the range', () => {
    const ranges = {
      phoneAreaCode: ['Phone Area Code', 1, 6],
      phoneNumber: ['Phone Number', 3, 20],
      phoneExtension: ['Extension', 1, 10],
      mobileNumber: ['Mobile Number', 3, 20],
      fax: ['Fax', 3, 24],
    } as const;
    for (const [key, [column, min, max]] of Object.entries(ranges)) {
      // Below one digit is no digits at all (refused as not digits above).
      const outside = [...(min > 1 ? ['1'.repeat(min - 1)] : []), '1'.repeat(max + 1)];
      for (const value of outside) {
        expect(check({ ...base, [key]: value }).issues).toEqual([
          {
            row: 2,
            column,
            message: `${column} must have ${min} to ${max} digits ('${value}').`,
            messageCode: 'IMPORT_DIGIT_RANGE',
            params: { column, min, max, value },
          },
        ]);
      }
    }
    expect(issuesOf({ fax: `+${'1'.repeat(25)}` })).toMatchObject([{ messageCode: 'IMPORT_DIGIT_RANGE' }]);
  });

  it('reports every issue of a row at once', () => {
    const result = check({ email: 'x', firstName: 'A', phoneNumber: 'abc', department: 'Nope' }, 3);
    expect(result.values).toBeNull();
    expect(result.issues.map((i) => [i.row, i.column])).toEqual([
      [3, 'Email'],
      [3, 'Family Name'],
      [3, 'Department'],
      [3, 'Phone Number'],
    ]);
  });
});

describe('foldName', () => {
  it('folds width, case and spaces', () => {
    expect(foldName('  ＨＫ   Finance\tTeam ')).toBe('hk finance team');
  });
});
