import type { SyncConnection } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { connectionProblems, formValuesOf, saveRequestOf, withinOus } from './connection-form';

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

// 1 is a root; 10 and 20 lie under it; 11 under 10. 30's parent is not loaded.
const tree = [
  { ouID: 1, parentOuID: null },
  { ouID: 10, parentOuID: 1 },
  { ouID: 11, parentOuID: 10 },
  { ouID: 20, parentOuID: 1 },
  { ouID: 30, parentOuID: 99 },
];

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
    const within = withinOus(tree, []);
    const problems = connectionProblems(
      {
        ...formValuesOf(),
        name: ' ',
        mappings: [
          { value: 'Finance', ouID: null },
          { value: ' FINANCE ', ouID: 11 },
          { value: '', ouID: 11 },
        ],
      },
      within,
    );
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
    const values = { ...formValuesOf(connection), name: 'Entra\u0000' };
    expect(connectionProblems(values, () => true)).toEqual({ name: 'form.character' });
  });

  it('accepts a mapping or default OU inside a chosen OU, refuses one outside, leaves the unknown to the server', () => {
    const within = withinOus(tree, [10]);
    expect([within(10), within(11), within(20), within(1), within(30), within(404)]).toEqual([
      true,
      true,
      false,
      false,
      undefined,
      undefined,
    ]);
    const values = { ...formValuesOf(connection), defaultOuID: 20 };
    expect(connectionProblems(values, within)).toEqual({ defaultOuID: 'form.outsideOus' });
    expect(connectionProblems({ ...values, defaultOuID: 30 }, within)).toEqual({});
  });

  it('stops on a cycle in bad tree data instead of hanging', () => {
    const within = withinOus(
      [
        { ouID: 5, parentOuID: 6 },
        { ouID: 6, parentOuID: 5 },
      ],
      [1],
    );
    expect(within(5)).toBeUndefined();
  });
});
