import type { GcdStatus } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { statusView } from './gcd-status-view';

const ok: GcdStatus = {
  status: 'ok',
  databaseReachable: true,
  lastImportAt: null,
  contactCount: 2034,
  checkedAt: '2026-11-25T12:00:00.000Z',
  source: 'DATABASE',
  text: null,
  sync: null,
};
const sync = (state: NonNullable<GcdStatus['sync']>['state'], lastSyncAt: string | null = null) => ({
  ...ok,
  source: 'SYNC' as const,
  sync: { state, lastSyncAt, connections: 3, failingConnections: state === 'ERRORS' ? 1 : 0 },
});

describe('statusView (gcd.status.source)', () => {
  it('DATABASE: the contact count and the last import', () => {
    expect(statusView(ok)).toEqual({
      tone: 'success',
      label: { kind: 'contacts', count: 2034 },
      details: { kind: 'lastImport', date: null },
    });
  });

  it('SYNC: the state, coloured by how well it goes, with the last sync or the failing connections', () => {
    expect(statusView(sync('IN_SYNC', '2026-11-25T11:00:00.000Z'))).toEqual({
      tone: 'success',
      label: { kind: 'sync', state: 'IN_SYNC' },
      details: { kind: 'lastSync', date: '2026-11-25T11:00:00.000Z' },
    });
    expect(statusView(sync('ERRORS'))).toMatchObject({
      tone: 'error',
      details: { kind: 'failing', count: 1, total: 3 },
    });
    expect(statusView(sync('NEVER')).tone).toBe('warning');
    expect(statusView(sync('NO_CONNECTION'))).toMatchObject({
      tone: 'warning',
      label: { kind: 'sync', state: 'NO_CONNECTION' },
      details: { kind: 'lastSync', date: null },
    });
  });

  it('STATIC: the administrator’s text as typed', () => {
    expect(statusView({ ...ok, source: 'STATIC', text: 'Online' }).label).toEqual({
      kind: 'static',
      text: 'Online',
    });
  });

  it('an unavailable database wins over every source', () => {
    for (const data of [undefined, { ...sync('IN_SYNC'), status: 'unavailable' as const }]) {
      expect(statusView(data)).toMatchObject({ tone: 'error', label: { kind: 'unavailable' } });
    }
  });
});
