import { SEARCH_COUNT_CAP, type ContactSearchPage } from '@cd/contracts';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultCount } from './ResultCount';

const page = (total: number, totalIsExact: boolean): ContactSearchPage => ({
  items: [],
  total,
  totalIsExact,
  page: 1,
  pageSize: 25,
});

afterEach(() => i18n.changeLanguage('en'));

describe('ResultCount', () => {
  it('says an inexact count below the cap is a lower bound, not "more than" (decision 099)', async () => {
    await i18n.changeLanguage('en');
    const { rerender } = render(<ResultCount result={page(6, false)} />);
    expect(screen.getByRole('status').textContent).toBe('6 or more contacts found');
    rerender(<ResultCount result={page(SEARCH_COUNT_CAP, false)} />);
    expect(screen.getByRole('status').textContent).toMatch(/^More than 1,?000 contacts found/);
    rerender(<ResultCount result={page(6, true)} />);
    expect(screen.getByRole('status').textContent).toBe('6 contacts found');
    await i18n.changeLanguage('zh-HK');
    rerender(<ResultCount result={page(6, false)} />);
    expect(screen.getByRole('status').textContent).toBe('找到 6 位或以上聯絡人');
  });
});
