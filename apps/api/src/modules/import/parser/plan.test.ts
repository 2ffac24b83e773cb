import type { ImportIssue } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { contactValues } from '../../../test/import-fixtures/contact-values.js';
import { contactValueKeys, sameContactValues, type ContactImportValues } from './contact-row.js';
import { planImport, type ExistingContact } from './plan.js';
import type { RowResult } from './validate-row.js';

const OU = 3;
const valid = (row: number, values: ContactImportValues): RowResult => ({ row, values, issues: [] });
const invalid = (row: number, column = 'Email'): RowResult => ({
  row,
  values: null,
  issues: [{ row, column, message: `bad ${column}`, messageCode: 'IMPORT_REQUIRED', params: { column } }],
});
const existing = (...contacts: ExistingContact[]) => {
  const byEmail = new Map<string, ExistingContact[]>();
  for (const c of contacts) byEmail.set(c.values.email, [...(byEmail.get(c.values.email) ?? []), c]);
  return byEmail;
};
const inDirectory = (id: number, values: ContactImportValues, ouId = OU, ouName = 'HK Finance') => ({
  id,
  ouId,
  ouName,
  values,
});

describe('planImport', () => {
  it('creates new contacts, updates changed ones and leaves identical ones, counting each', () => {
    const plan = planImport(
      [
        valid(2, contactValues('new@example.com')),
        valid(3, contactValues('changed@example.com', { title: 'Manager' })),
        valid(4, contactValues('same@example.com')),
      ],
      existing(
        inDirectory(10, contactValues('changed@example.com')),
        inDirectory(11, contactValues('same@example.com')),
      ),
      OU,
    );
    expect(plan.planned).toEqual([
      { row: 2, action: 'create', contactId: null, values: contactValues('new@example.com') },
      {
        row: 3,
        action: 'update',
        contactId: 10,
        values: contactValues('changed@example.com', { title: 'Manager' }),
      },
      { row: 4, action: 'unchanged', contactId: 11, values: contactValues('same@example.com') },
    ]);
    expect(plan.issues).toEqual([]);
    expect(plan.counts).toEqual({ totalRows: 3, created: 1, updated: 1, unchanged: 1, invalid: 0 });
  });

  it('refuses every row of an email given more than once in the file, naming the rows', () => {
    const plan = planImport(
      [
        valid(2, contactValues('twice@example.com')),
        valid(3, contactValues('once@example.com')),
        valid(5, contactValues('twice@example.com', { firstName: 'C' })),
      ],
      new Map(),
      OU,
    );
    expect(plan.planned.map((p) => p.row)).toEqual([3]);
    const issue: Omit<ImportIssue, 'row'> = {
      column: 'Email',
      message: 'The email twice@example.com appears more than once in the file (rows 2, 5).',
      messageCode: 'IMPORT_DUPLICATE_IN_FILE',
      params: { email: 'twice@example.com', rows: '2, 5' },
    };
    expect(plan.issues).toEqual([
      { row: 2, ...issue },
      { row: 5, ...issue },
    ]);
    expect(plan.counts).toEqual({ totalRows: 3, created: 1, updated: 0, unchanged: 0, invalid: 2 });
  });

  it('refuses an email that several contacts share', () => {
    const values = contactValues('shared@example.com');
    const plan = planImport(
      [valid(2, values)],
      existing(inDirectory(10, values), inDirectory(11, values)),
      OU,
    );
    expect(plan.planned).toEqual([]);
    expect(plan.issues).toEqual([
      {
        row: 2,
        column: 'Email',
        message:
          'More than one contact in the directory has the email shared@example.com; edit them by hand.',
        messageCode: 'IMPORT_SHARED_EMAIL',
        params: { email: 'shared@example.com' },
      },
    ]);
  });

  it('refuses an email that belongs to a contact of another OU, naming that OU', () => {
    const values = contactValues('elsewhere@example.com');
    const plan = planImport([valid(2, values)], existing(inDirectory(10, values, 4, 'HK Sales')), OU);
    expect(plan.planned).toEqual([]);
    expect(plan.issues).toEqual([
      {
        row: 2,
        column: 'Email',
        message:
          'A contact with the email elsewhere@example.com belongs to another organisation unit (HK Sales).',
        messageCode: 'IMPORT_OTHER_OU',
        params: { email: 'elsewhere@example.com', ouName: 'HK Sales' },
      },
    ]);
    expect(plan.counts.invalid).toBe(1);
  });

  it('keeps the rows refused by validation, sorts every issue by row and counts rows, not issues', () => {
    const twoIssues: RowResult = {
      row: 4,
      values: null,
      issues: [...invalid(4).issues, ...invalid(4, 'First Name').issues],
    };
    const plan = planImport(
      [
        twoIssues,
        valid(3, contactValues('dup@example.com')),
        invalid(2),
        valid(5, contactValues('dup@example.com')),
        valid(6, contactValues('ok@example.com')),
      ],
      new Map(),
      OU,
    );
    expect(plan.issues.map((i) => [i.row, i.column])).toEqual([
      [2, 'Email'],
      [3, 'Email'],
      [4, 'Email'],
      [4, 'First Name'],
      [5, 'Email'],
    ]);
    expect(plan.counts).toEqual({ totalRows: 5, created: 1, updated: 0, unchanged: 0, invalid: 4 });
  });
});

describe('planImport: phones spelt as stored', () => {
  const stored = contactValues('p@example.com', {
    phoneAreaCode: '(2)',
    phoneNumber: '2123 4567',
    phoneExtension: '12-3',
    mobileNumber: '9123-4567',
    fax: '+852 2123.0000',
  });
  const dialled = {
    phoneAreaCode: '2',
    phoneNumber: '21234567',
    phoneExtension: '123',
    mobileNumber: '91234567',
    fax: '+85221230000',
  };

  it('finds a row whose phones differ from the stored ones only in spacing unchanged', () => {
    const plan = planImport(
      [valid(2, contactValues('p@example.com', dialled))],
      existing(inDirectory(7, stored)),
      OU,
    );
    expect(plan.planned).toEqual([{ row: 2, action: 'unchanged', contactId: 7, values: stored }]);
  });

  it('updates what changed and keeps the stored spelling of the phones that did not', () => {
    const row = contactValues('p@example.com', { ...dialled, title: 'Clerk', mobileNumber: '98765432' });
    const plan = planImport([valid(2, row)], existing(inDirectory(7, stored)), OU);
    expect(plan.planned).toEqual([
      {
        row: 2,
        action: 'update',
        contactId: 7,
        values: { ...stored, title: 'Clerk', mobileNumber: '98765432' },
      },
    ]);
  });

  it('changes a phone whose digits differ, and keeps a typed spelling a contact had none for', () => {
    const row = contactValues('p@example.com', { ...dialled, phoneNumber: '21234568', fax: '+85221230001' });
    const [planned] = planImport(
      [valid(2, row)],
      existing(inDirectory(7, contactValues('p@example.com'))),
      OU,
    ).planned;
    expect(planned?.values).toEqual(row);
    const [changed] = planImport([valid(2, row)], existing(inDirectory(7, stored)), OU).planned;
    expect(changed?.values).toMatchObject({
      phoneNumber: '21234568',
      fax: '+85221230001',
      phoneAreaCode: '(2)',
    });
  });
});

describe('sameContactValues', () => {
  const values = contactValues('a@example.com', { secondaryEmails: ['x@example.com', 'y@example.com'] });

  it('holds for equal values', () => {
    expect(sameContactValues(values, { ...values, secondaryEmails: [...values.secondaryEmails] })).toBe(true);
  });

  it('fails on a difference in any one field', () => {
    const different: { [K in keyof ContactImportValues]: ContactImportValues[K] } = {
      email: 'b@example.com',
      firstName: 'Z',
      middleName: 'M',
      familyName: 'Z',
      displayName: 'Z',
      localName: 'L',
      chineseName: '陳',
      title: 'T',
      departmentId: 1,
      secondaryEmails: ['x@example.com'],
      phoneCountryCode: '852',
      phoneAreaCode: '2',
      phoneNumber: '123',
      phoneExtension: '1',
      mobileCountryCode: '852',
      mobileNumber: '123',
      fax: '123',
      workingLocation: 'W',
      isMasterRecord: true,
    };
    expect(Object.keys(different).sort()).toEqual([...contactValueKeys].sort());
    for (const key of contactValueKeys)
      expect(sameContactValues(values, { ...values, [key]: different[key] }), key).toBe(false);
  });

  it('compares secondary emails in order', () => {
    const reordered = { ...values, secondaryEmails: ['y@example.com', 'x@example.com'] };
    expect(sameContactValues(values, reordered)).toBe(false);
  });
});
