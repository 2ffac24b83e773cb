import type { ContactSearchItem, HomeContacts as Home } from '@cd/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { parseSearch, stringifySearch } from '../../../lib/search-params';
import HomeContacts from './HomeContacts';

const chan: ContactSearchItem = {
  contactID: 7,
  displayName: 'Chan Tai Man',
  chineseName: '陳大文',
  title: 'Treasury Manager',
  email: 'taiman.chan@harbourpacific.com.hk',
  department: null,
  ouID: 3,
  ouName: 'Harbour Pacific Hong Kong',
  ouNameZh: '港太平洋香港',
  phone: '+852 29876543 ext. 8642',
  mobile: '+852 61234567',
};
const wong = { ...chan, contactID: 8, displayName: 'Wong Siu Ming', chineseName: null, mobile: null };

let home: Home;
let fetchMock: ReturnType<typeof vi.fn>;
const answer = (data: unknown) =>
  new Response(JSON.stringify({ result: true, message: '', data }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  home = { favourites: [chan], recents: [{ ...wong, viewedAt: '2026-11-26T01:00:00.000Z' }] };
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/Home/GetHome')) return answer(home);
    if (url.includes('/Home/SetFavourite')) {
      const body = JSON.parse(String(init?.body)) as { contactID: number; favourite: boolean };
      home = {
        ...home,
        favourites: body.favourite
          ? [...home.favourites, wong]
          : home.favourites.filter((c) => c.contactID !== body.contactID),
      };
      return answer(body);
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderHome() {
  const root = createRootRoute({ component: () => <HomeContacts /> });
  const contact = createRoute({ getParentRoute: () => root, path: '/contact' });
  const router = createRouter({
    routeTree: root.addChildren([contact]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    parseSearch,
    stringifySearch,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Basic Search home: favourites and recently viewed', () => {
  it('lists each with its card link, click-to-call and mailto, under a line on what can be searched', async () => {
    renderHome();
    expect(await screen.findByText(/romanisation \(Chan Tai Man, Chen Dawen\)/)).toBeTruthy();
    const favourites = await screen.findByRole('region', { name: 'Favourites' });
    expect(within(favourites).getByRole('link', { name: 'Chan Tai Man' }).getAttribute('href')).toBe(
      '/contact?contact=7&rtnURL=%2F',
    );
    expect(
      within(favourites)
        .getByRole('link', { name: 'Call Chan Tai Man on +852 29876543 ext. 8642' })
        .getAttribute('href'),
    ).toBe('tel:+85229876543;ext=8642');
    expect(
      within(favourites)
        .getByRole('link', { name: 'Call Chan Tai Man on +852 61234567' })
        .getAttribute('href'),
    ).toBe('tel:+85261234567');
    expect(
      within(favourites)
        .getByRole('link', { name: /^Email Chan Tai Man/ })
        .getAttribute('href'),
    ).toBe('mailto:taiman.chan@harbourpacific.com.hk');
    const star = within(favourites).getByRole('button', { name: 'Remove Chan Tai Man from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    const recents = screen.getByRole('region', { name: 'Recently viewed' });
    expect(within(recents).getByRole('link', { name: 'Wong Siu Ming' })).toBeTruthy();
    expect(
      within(recents)
        .getByRole('button', { name: 'Add Wong Siu Ming to favourites' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('stars and unstars on the server, and the lists follow', async () => {
    renderHome();
    const recents = await screen.findByRole('region', { name: 'Recently viewed' });
    fireEvent.click(within(recents).getByRole('button', { name: 'Add Wong Siu Ming to favourites' }));
    const favourites = screen.getByRole('region', { name: 'Favourites' });
    await waitFor(() => expect(within(favourites).getByRole('link', { name: 'Wong Siu Ming' })).toBeTruthy());
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).includes('SetFavourite'));
    expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({ contactID: 8, favourite: true });

    fireEvent.click(within(favourites).getByRole('button', { name: 'Remove Chan Tai Man from favourites' }));
    await waitFor(() => expect(within(favourites).queryByRole('link', { name: 'Chan Tai Man' })).toBeNull());
  });

  it('reads in Traditional Chinese', async () => {
    await i18n.changeLanguage('zh-HK');
    renderHome();
    expect(await screen.findByRole('region', { name: '常用聯絡人' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '最近瀏覽' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '從常用聯絡人移除Chan Tai Man' })).toBeTruthy();
    expect(screen.getByText(/可按中英文姓名/)).toBeTruthy();
  });
});
