import { defaultSettings, layoutDefaults, type SessionUser } from '@cd/contracts';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_SAVE_DELAY_MS, SettingsProvider, useSettings } from './settings-store';

const user: SessionUser = {
  id: 'u-1',
  email: 'eric.ho@example.com',
  role: ['FN-0000'],
  displayName: 'Eric Ho',
  photoURL: null,
  settings: {
    ...defaultSettings,
    theme: { ...defaultSettings.theme, main: 'indigo-coral' },
    layout: { style: 'layout1', config: { ...layoutDefaults.layout1, mode: 'boxed' } },
  },
  shortcuts: [],
};

function Probe() {
  const { settings, userSettings } = useSettings();
  return (
    <output data-testid="probe">
      {JSON.stringify({
        navbar: settings.layout.config.navbar.display,
        footer: settings.layout.config.footer.display,
        mode: settings.layout.config.mode,
        main: settings.theme.main,
        savedNavbar: userSettings.layout.config.navbar.display,
      })}
    </output>
  );
}

function renderAt(path: string) {
  const root = createRootRoute({
    component: () => (
      <SettingsProvider user={user} canSave={false}>
        <Probe />
        <Outlet />
      </SettingsProvider>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/' });
  const bare = createRoute({
    getParentRoute: () => root,
    path: '/bare',
    staticData: { settings: { layout: { config: { navbar: { display: false } } } } },
  });
  const router = createRouter({
    routeTree: root.addChildren([home, bare]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

const probe = async () => JSON.parse((await screen.findByTestId('probe')).textContent ?? '{}') as unknown;

describe('settings store precedence (defaults → saved → matched route)', () => {
  it("applies the matched route's settings over the user's without changing what the user saved", async () => {
    renderAt('/bare');
    expect(await probe()).toEqual({
      navbar: false,
      footer: true,
      mode: 'boxed',
      main: 'indigo-coral',
      savedNavbar: true,
    });
  });

  it('drops the route layer again when the user moves to a route without settings', async () => {
    const router = renderAt('/bare');
    expect(await probe()).toMatchObject({ navbar: false });
    await act(() => router.navigate({ to: '/' }));
    expect(await probe()).toEqual({
      navbar: true,
      footer: true,
      mode: 'boxed',
      main: 'indigo-coral',
      savedNavbar: true,
    });
  });
});

describe('saving settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  function Changer() {
    const { update } = useSettings();
    return (
      <button
        type="button"
        onClick={() => {
          for (const main of ['dark1', 'dark2', 'dark3', 'dark4', 'dark5'] as const) {
            update({ theme: { main } });
          }
        }}
      >
        change
      </button>
    );
  }

  it('sends a burst of changes once, as the latest whole settings', async () => {
    const sent: { settings: { theme: { main: string } } }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: unknown, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)) as (typeof sent)[number]);
        return new Response(JSON.stringify({ success: true, data: null }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const root = createRootRoute({
      component: () => (
        <SettingsProvider user={user} canSave>
          <Changer />
        </SettingsProvider>
      ),
    });
    const router = createRouter({
      routeTree: root,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(<RouterProvider router={router} />);
    const button = await screen.findByRole('button', { name: 'change' });
    act(() => button.click());
    act(() => button.click());
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_SAVE_DELAY_MS * 3));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.settings.theme.main).toBe('dark5');
  });
});

describe('the language saved with the settings', () => {
  afterEach(() => i18n.changeLanguage('en'));

  function renderFor(saved: SessionUser['settings']) {
    const root = createRootRoute({
      component: () => (
        <SettingsProvider user={{ ...user, settings: saved }} canSave={false}>
          <Probe />
        </SettingsProvider>
      ),
    });
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<RouterProvider router={router} />);
  }

  it("wins over this browser's language on sign-in", async () => {
    await i18n.changeLanguage('en');
    renderFor({ ...defaultSettings, language: 'zh-HK' });
    await probe();
    await waitFor(() => expect(i18n.language).toBe('zh-HK'));
    expect(localStorage.getItem('cd.language')).toBe('zh-HK');
  });

  it("leaves the browser's language alone when none is saved", async () => {
    await i18n.changeLanguage('zh-HK');
    renderFor({ ...defaultSettings });
    await probe();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(i18n.language).toBe('zh-HK');
  });
});
