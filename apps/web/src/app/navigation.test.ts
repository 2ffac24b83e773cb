import { allFunctionCodes, SYSTEM_ADMINISTRATOR_ROLE } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { flattenNavigation, visibleNavigation } from '../lib/navigation/visibility';
import { navigation } from './navigation';

const visible = (roles: string[] | null) => {
  const groups = visibleNavigation(navigation, roles);
  return {
    groups: groups.map((g) => g.id),
    items: flattenNavigation(groups).map((i) => i.id),
  };
};

describe('side menu by function code', () => {
  it('shows everything to a system administrator', () => {
    const { groups, items } = visible([...allFunctionCodes, SYSTEM_ADMINISTRATOR_ROLE]);
    expect(groups).toEqual(['directory', 'administration', 'reports', 'application-administration']);
    expect(items).toHaveLength(14);
  });

  it('shows only the Directory group to a plain employee', () => {
    expect(visible(['FN-0000'])).toEqual({
      groups: ['directory'],
      items: ['basic-search', 'advance-search', 'department-search', 'ou-search'],
    });
  });

  it('shows an OU administrator their maintenance and reports, not system settings', () => {
    const { groups, items } = visible([
      'FN-0001',
      'FN-0002',
      'FN-0003',
      'FN-0004',
      'FN-0005',
      'FN-0006',
      'FN-0007',
    ]);
    expect(groups).toEqual(['administration', 'reports']);
    expect(items).not.toContain('trust-domain');
    expect(items).toContain('audit-log-by-date');
  });

  it('needs the SystemAdministrator role as well as FN-0010 for Trust Domain', () => {
    expect(visible(['FN-0010']).groups).toEqual([]);
    expect(visible(['FN-0010', SYSTEM_ADMINISTRATOR_ROLE]).items).toEqual(['trust-domain']);
  });

  it('shows Directory Synchronisation for FN-0008 alone', () => {
    expect(visible(['FN-0008'])).toEqual({ groups: ['administration'], items: ['directory-sync'] });
  });

  it('shows Contact Maintenance for a single FN-0003 variant', () => {
    expect(visible(['FN-0003B']).items).toEqual(['contact-maintenance']);
  });

  it('shows nothing to a user with no roles', () => {
    expect(visible([]).groups).toEqual([]);
    expect(visible(null).groups).toEqual([]);
  });
});

describe('navigation item kinds (spec 3/4)', () => {
  const item = (id: string, auth?: string[]) => ({
    id,
    type: 'item' as const,
    title: 'items.basicSearch' as const,
    url: `/${id}`,
    auth,
  });

  it('shows an item with an empty auth list only to users with no role', () => {
    const items = [item('guests-only', []), item('everyone')];
    expect(visibleNavigation(items, null).map((i) => i.id)).toEqual(['guests-only', 'everyone']);
    expect(visibleNavigation(items, ['FN-0000']).map((i) => i.id)).toEqual(['everyone']);
  });

  it('drops a collapse without visible children and dividers that lead, trail or repeat', () => {
    const tree = [
      { id: 'd0', type: 'divider' as const },
      item('a', ['FN-0000']),
      { id: 'd1', type: 'divider' as const },
      { id: 'd2', type: 'divider' as const },
      {
        id: 'c',
        type: 'collapse' as const,
        title: 'groups.reports' as const,
        children: [item('x', ['FN-0007'])],
      },
      item('b', ['FN-0000']),
      { id: 'd3', type: 'divider' as const },
    ];
    expect(visibleNavigation(tree, ['FN-0000']).map((i) => i.id)).toEqual(['a', 'd1', 'b']);
  });
});
