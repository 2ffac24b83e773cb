import { AUDIT_LOG_MAX_RANGE_DAYS, type AuditAction, type AuditLogFilter } from '@cd/contracts';

/** The screen's URL state (docs/decisions/052): every value a plain string, absent when not chosen. */
export interface AuditLogSearch {
  from?: string;
  to?: string;
  ouid?: string;
  /** '1': the chosen OU only, without its subsidiaries (the same meaning as on Advance Search). */
  thisOU?: string;
  actor?: string;
  action?: string;
  /** '1': sign-ins, sign-outs and revoked sessions too (left out by default, decision 108). */
  signIns?: string;
  page?: string;
}

/** How many days the screen shows when the link names none: today and the six before it. */
export const DEFAULT_RANGE_DAYS = 7;

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as `yyyy-MM-dd` (what `<input type="date">` reads and writes). */
export const toDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const localMidnight = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

export function defaultRange(today = new Date()): { from: string; to: string } {
  return { from: toDay(addDays(today, 1 - DEFAULT_RANGE_DAYS)), to: toDay(today) };
}

export type RangeProblem = 'toBeforeFrom' | 'tooLong';

/** Why a day range cannot be asked for, or null. Both days are inclusive. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  const start = localMidnight(from);
  const end = addDays(localMidnight(to), 1);
  if (end <= start) return 'toBeforeFrom';
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000);
  return days > AUDIT_LOG_MAX_RANGE_DAYS ? 'tooLong' : null;
}

/** The days the screen shows: the link's, else the default range (each end falls back on its own). */
export function effectiveRange(search: AuditLogSearch, today = new Date()) {
  const fallback = defaultRange(today);
  return { from: search.from ?? fallback.from, to: search.to ?? fallback.to };
}

/**
 * The API's filter: the first day's local midnight up to the local midnight after the last day ([from, to)
 * as instants, decision 031), so "1 to 7 March" means those whole days where the user is.
 */
export function toAuditLogFilter(search: AuditLogSearch, today = new Date()): AuditLogFilter {
  const { from, to } = effectiveRange(search, today);
  return {
    from: localMidnight(from).toISOString(),
    to: addDays(localMidnight(to), 1).toISOString(),
    ...(search.ouid ? { ouID: Number(search.ouid), includeSubsidiaries: !search.thisOU } : {}),
    ...(search.actor ? { actor: search.actor } : {}),
    // The route lets through only recorded actions.
    ...(search.action ? { action: search.action as AuditAction } : {}),
    ...(search.signIns ? { includeSignIns: true } : {}),
  };
}
