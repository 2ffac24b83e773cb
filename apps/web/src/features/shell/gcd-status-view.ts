import type { GcdStatus, GcdSyncStatus } from '@cd/contracts';

/** The label's colour family in the theme's palette (its dark shade behind, its contrast text on top). */
export type StatusTone = 'success' | 'warning' | 'error';

/** What the label says, before translation: locale keys of the `shell` namespace and their values. */
export interface StatusView {
  tone: StatusTone;
  label:
    | { kind: 'contacts'; count: number }
    | { kind: 'unavailable' }
    | { kind: 'static'; text: string }
    | { kind: 'sync'; state: GcdSyncStatus['state'] };
  details:
    | { kind: 'lastImport'; date: string | null }
    | { kind: 'lastSync'; date: string | null }
    | { kind: 'failing'; count: number; total: number };
}

/** What the toolbar's status label says for each source of `gcd.status.source` (decision 101). */
export function statusView(data: GcdStatus | undefined): StatusView {
  const lastImport = { kind: 'lastImport' as const, date: data?.lastImportAt ?? null };
  if (!data || data.status !== 'ok')
    return { tone: 'error', label: { kind: 'unavailable' }, details: lastImport };
  if (data.source === 'STATIC' && data.text) {
    return { tone: 'success', label: { kind: 'static', text: data.text }, details: lastImport };
  }
  if (data.source === 'SYNC' && data.sync) {
    const { state, lastSyncAt, connections, failingConnections } = data.sync;
    const label = { kind: 'sync' as const, state };
    if (state === 'ERRORS') {
      return {
        tone: 'error',
        label,
        details: { kind: 'failing', count: failingConnections, total: connections },
      };
    }
    return {
      tone: state === 'IN_SYNC' ? 'success' : 'warning',
      label,
      details: { kind: 'lastSync', date: lastSyncAt },
    };
  }
  return { tone: 'success', label: { kind: 'contacts', count: data.contactCount ?? 0 }, details: lastImport };
}
