import { describe, expect, it } from 'vitest';
import {
  contactInfoUpdateRequest,
  departmentMaintenanceRequest,
  emailAddress,
  ouUpdateRequest,
  saveContactPrivilegesRequest,
  saveTrustedDomainRequest,
} from './index.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('administration contracts', () => {
  it('keeps the spec 5 department messages', () => {
    const result = departmentMaintenanceRequest.safeParse({ ouID: 1, code: 'AB', name: 'Fin' });
    expect(messages(result)).toEqual([
      'Department code must be at least 4 characters',
      'Department name must be at least 4 characters',
    ]);
    expect(departmentMaintenanceRequest.safeParse({ ouID: 1, code: 'ABCD', name: 'Fina' }).success).toBe(
      true,
    );
  });

  it('says a domain is mandatory and refuses wildcards naming the domain', () => {
    const result = saveTrustedDomainRequest.safeParse({
      ouID: 1,
      version: 1,
      trustedDomains: ['  ', '*.x.com'],
    });
    expect(messages(result)).toEqual([
      'Domain is a mandatory field',
      '*.x.com: wildcards are not allowed; list each domain itself',
    ]);
  });

  it.each([
    ['Jane.Doe@Example.COM', 'jane.doe@example.com'],
    ["o'neil+hk@mail.example.hk", "o'neil+hk@mail.example.hk"],
  ])('accepts and lower-cases %s', (input, stored) => {
    expect(emailAddress.parse(input)).toBe(stored);
  });

  it.each(['jane', 'jane@', 'jane@example', 'jane@example.c', 'ja ne@example.com', 'jane@exa_mple.com'])(
    'refuses the email %s',
    (input) => {
      expect(emailAddress.safeParse(input).success).toBe(false);
    },
  );

  it('needs a version to update and refuses a listed-twice email', () => {
    const base = { firstName: 'A', familyName: 'B', ouID: 1 };
    expect(contactInfoUpdateRequest.safeParse(base).success).toBe(true);
    expect(messages(contactInfoUpdateRequest.safeParse({ ...base, contactID: 3 }))).toEqual([
      'version is required to update a contact',
    ]);
    expect(
      messages(
        contactInfoUpdateRequest.safeParse({ ...base, email: 'a@b.com', secondaryEmails: ['A@b.com'] }),
      ),
    ).toEqual(['An email address is listed twice']);
  });

  it('refuses a new OU without a parent and a code listed twice in privileges', () => {
    expect(messages(ouUpdateRequest.safeParse({ code: 'X1', name: 'X' }))).toEqual([
      'A new OU needs a parent OU',
    ]);
    const grants = [{ functionCode: 'FN-0001' }, { functionCode: 'FN-0001' }];
    const base = { ouID: 1, contactID: 1, version: '0123456789abcdef' };
    expect(messages(saveContactPrivilegesRequest.safeParse({ ...base, grants }))).toEqual([
      'A function code is listed twice',
    ]);
    expect(
      saveContactPrivilegesRequest.safeParse({ ...base, grants: [{ functionCode: 'ADMIN' }] }).success,
    ).toBe(false);
    expect(messages(saveContactPrivilegesRequest.safeParse({ ouID: 1, contactID: 1, grants: [] }))).toEqual([
      'version is required',
    ]);
  });
});
