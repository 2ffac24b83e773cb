import type { SyncConnection } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { connectionProblems, formFieldOfPath, formValuesOf, saveRequestOf } from './connection-form';

const connection: SyncConnection = {
  id: 4,
  name: 'Entra ID',
  ouIDs: [10],
  ouAttribute: 'division',
  ouMappings: [{ value: 'Finance', ouID: 11 }],
  defaultOuID: 10,
  fieldPolicies: { email: 'OVERWRITE' },
  tokenPrefix: 'scim_ab',
  createdAt: '2026-11-25T10:00:00.000Z',
  tokenRotatedAt: null,
  revokedAt: null,
  lastSyncAt: null,
  counts: { created: 0, updated: 0, deactivated: 0, deleted: 0 },
  lastErrors: [],
  version: 3,
};

describe('connection form', () => {
  it('starts a new connection with every field refused to manual edits', () => {
    const values = formValuesOf();
    expect(values).toMatchObject({ name: '', ouIDs: [], ouAttribute: 'department', defaultOuID: null });
    expect(new Set(Object.values(values.fieldPolicies))).toEqual(new Set(['REFUSE']));
    expect(Object.keys(values.fieldPolicies)).toHaveLength(8);
  });

  it('edits a connection as saved, and sends its id, version and every field policy', () => {
    const values = formValuesOf(connection);
    expect(values.fieldPolicies.email).toBe('OVERWRITE');
    expect(values.fieldPolicies.title).toBe('REFUSE');
    const body = saveRequestOf({ ...values, name: '  Entra ID (HK) ' }, connection);
    expect(body).toMatchObject({
      id: 4,
      version: 3,
      name: 'Entra ID (HK)',
      ouIDs: [10],
      ouAttribute: 'division',
      ouMappings: [{ value: 'Finance', ouID: 11 }],
      defaultOuID: 10,
    });
    expect(Object.keys(body.fieldPolicies)).toHaveLength(8);
    expect(saveRequestOf(values)).not.toHaveProperty('id');
    expect(saveRequestOf(values)).not.toHaveProperty('version');
  });

  it('refuses a blank name, no OUs, blank or repeated values and mappings without an OU', () => {
    const problems = connectionProblems({
      ...formValuesOf(),
      name: ' ',
      mappings: [
        { value: 'Finance', ouID: null },
        { value: ' FINANCE ', ouID: 11 },
        { value: '', ouID: 11 },
      ],
    });
    expect(problems).toEqual({
      name: 'form.nameRequired',
      ouIDs: 'form.ousRequired',
      'mappings.0.ouID': 'form.mappingOuRequired',
      'mappings.1.value': 'form.valueTwice',
      'mappings.1.ouID': 'form.outsideOus',
      'mappings.2.value': 'form.valueRequired',
      'mappings.2.ouID': 'form.outsideOus',
    });
  });

  it('refuses a character the server refuses in any text (decision 088)', () => {
    const values = { ...formValuesOf(connection), name: 'Entra\u0000', mappings: [] };
    expect(connectionProblems(values)).toEqual({ name: 'form.character' });
  });

  it("accepts a mapping or default OU among the connection's OUs, not one outside or below them", () => {
    const values = formValuesOf(connection);
    expect(connectionProblems({ ...values, mappings: [{ value: 'Finance', ouID: 10 }] })).toEqual({});
    expect(connectionProblems(values)).toEqual({ 'mappings.0.ouID': 'form.outsideOus' });
    expect(connectionProblems({ ...values, mappings: [], defaultOuID: 20 })).toEqual({
      defaultOuID: 'form.outsideOus',
    });
    expect(connectionProblems({ ...values, mappings: [], defaultOuID: null })).toEqual({});
  });

  it('shows a server refusal beside the form field it names', () => {
    expect(formFieldOfPath('body.ouMappings.2.ouID')).toBe('mappings.2.ouID');
    expect(formFieldOfPath('body.defaultOuID')).toBe('defaultOuID');
    expect(formFieldOfPath('name')).toBe('name');
  });
});
