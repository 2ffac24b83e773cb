import { describe, expect, it } from 'vitest';
import { defaultRange, effectiveRange, rangeProblem, toAuditLogFilter } from './audit-log-search';

const today = new Date(2026, 2, 10, 15, 30);

describe('audit log search params', () => {
  it('defaults to today and the six days before it', () => {
    expect(defaultRange(today)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(effectiveRange({ from: '2026-01-01' }, today)).toEqual({ from: '2026-01-01', to: '2026-03-10' });
  });

  it('asks for whole local days: from the first midnight up to the midnight after the last day', () => {
    const filter = toAuditLogFilter({ from: '2026-03-01', to: '2026-03-07' }, today);
    expect(new Date(filter.from).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(filter.to).getTime()).toBe(new Date(2026, 2, 8).getTime());
    expect(filter).not.toHaveProperty('ouID');
  });

  it('passes the OU (with or without subsidiaries), actor and action on', () => {
    expect(
      toAuditLogFilter({ ouid: '12', thisOU: '1', actor: 'oscar', action: 'CONTACT_UPDATE' }, today),
    ).toMatchObject({ ouID: 12, includeSubsidiaries: false, actor: 'oscar', action: 'CONTACT_UPDATE' });
    expect(toAuditLogFilter({ signIns: '1' }, today)).toMatchObject({ includeSignIns: true });
    expect(toAuditLogFilter({}, today)).not.toHaveProperty('includeSignIns');
    expect(toAuditLogFilter({ ouid: '12' }, today)).toMatchObject({ ouID: 12, includeSubsidiaries: true });
    expect(toAuditLogFilter({ thisOU: '1' }, today)).not.toHaveProperty('includeSubsidiaries');
  });

  it('accepts one day and a whole leap year, refuses a backwards or longer range', () => {
    expect(rangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(rangeProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(rangeProblem('2026-03-02', '2026-03-01')).toBe('toBeforeFrom');
    expect(rangeProblem('2026-01-01', '2027-01-02')).toBe('tooLong');
  });
});
