import { SEARCH_COUNT_CAP } from '@cd/contracts';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager } from './Pager';

const pager = (total: number, totalIsExact: boolean) => (
  <Pager label="Pages" page={1} pageSize={25} total={total} totalIsExact={totalIsExact} onChange={() => {}} />
);

afterEach(() => i18n.changeLanguage('en'));

describe('Pager', () => {
  it('says an inexact count below the cap is a lower bound, and only the cap "more than"', async () => {
    await i18n.changeLanguage('en');
    const { rerender } = render(pager(26, false));
    expect(screen.getByRole('status').textContent).toBe('26 or more results');
    rerender(pager(SEARCH_COUNT_CAP, false));
    expect(screen.getByRole('status').textContent).toMatch(/^More than 1,?000 results$/);
    rerender(pager(26, true));
    expect(screen.getByRole('status').textContent).toBe('26 results');
    await i18n.changeLanguage('zh-HK');
    rerender(pager(26, false));
    expect(screen.getByRole('status').textContent).toBe('26 項或以上結果');
  });

  it('offers a page for every 25 counted, so a lower bound pages on to the rest', () => {
    render(pager(26, false));
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeTruthy();
  });
});
