import type { SessionInfo } from '@cd/contracts';
import { createMemoryHistory, SearchParamError } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettledAuthState } from '../features/auth/auth-state';
import { startLogin } from '../features/auth/login';
import { sampleContact as contact } from '../features/contacts/sample-contact';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

vi.mock('../features/auth/login', async (original) => ({
  ...(await original<object>()),
  startLogin: vi.fn(),
}));

const employee: SettledAuthState = {
  status: 'authenticated',
  roles: ['FN-0000'],
  session: { roles: ['FN-0000'] } as SessionInfo,
};
const guest: SettledAuthState = { status: 'unauthenticated' };

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ result: true, message: '', data: contact }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startLogin).mockClear();
});

async function routerAt(url: string, auth: SettledAuthState) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  router.update({ ...router.options, context: { queryClient, auth } });
  await router.load();
  return { router, queryClient };
}

describe('search params in the router', () => {
  it('a shared /contact?contact=123 link stays exactly that and reads as a string', async () => {
    const { router } = await routerAt('/contact?contact=123', employee);
    expect(router.state.location.href).toBe('/contact?contact=123');
    expect(router.state.location.search).toEqual({ contact: '123' });
    expect(router.state.matches.at(-1)?.search).toEqual({ contact: '123' });
    expect(router.buildLocation({ to: '/contact', search: { contact: '123' } }).href).toBe(
      '/contact?contact=123',
    );
  });

  it('a phone number stays a string, CJK and & survive', async () => {
    const { router } = await routerAt('/404', employee);
    const location = router.buildLocation({
      to: '/404',
      search: { phone: '85291234567', name: '陳 & 李', mobile: '+85291234567' } as never,
    });
    expect(location.href).toBe('/404?phone=85291234567&name=%E9%99%B3+%26+%E6%9D%8E&mobile=%2B85291234567');
    expect(router.options.parseSearch(location.searchStr)).toEqual({
      phone: '85291234567',
      name: '陳 & 李',
      mobile: '+85291234567',
    });
  });

  it('the detail loader asks the API for that contact with the directory function code', async () => {
    await routerAt('/contact?contact=123', employee);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/Contacts/GetContactsByContactID?contactID=123&functionCode=FN-0000',
      expect.anything(),
    );
  });

  it('a malformed contact id never reaches the API', async () => {
    const { router } = await routerAt('/contact?contact=12x', employee);
    expect(fetchMock).not.toHaveBeenCalled();
    const leaf = router.state.matches.at(-1);
    expect(leaf?.status).toBe('error');
    expect(leaf?.error).toBeInstanceOf(SearchParamError);
  });
});

describe('guard and preloading', () => {
  it("a guest's link preload of a guarded route runs no loader and calls no API", async () => {
    const { router, queryClient } = await routerAt('/404', guest);
    fetchMock.mockClear();
    await router.preloadRoute({ to: '/contact', search: { contact: '123' } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(startLogin).not.toHaveBeenCalled();
  });

  it("an employee's preload does load the contact (preloading itself still works)", async () => {
    const { router } = await routerAt('/404', employee);
    fetchMock.mockClear();
    await router.preloadRoute({ to: '/contact', search: { contact: '123' } });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('a guest opening a guarded link is sent to sign in and nothing is fetched', async () => {
    const queryClient = createQueryClient();
    const router = createAppRouter(
      queryClient,
      createMemoryHistory({ initialEntries: ['/contact?contact=123'] }),
    );
    router.update({ ...router.options, context: { queryClient, auth: guest } });
    // The guard keeps the router pending while the page is being left, so load() never settles.
    void router.load();
    await vi.waitFor(() => expect(startLogin).toHaveBeenCalledWith('/contact?contact=123'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a user without the route code is never shown it, and the loader never runs', async () => {
    const reportsOnly: SettledAuthState = {
      status: 'authenticated',
      roles: ['FN-0007'],
      session: { roles: ['FN-0007'] } as SessionInfo,
    };
    const { router } = await routerAt('/contact?contact=123', reportsOnly);
    expect(router.state.location.pathname).toBe('/Reports/AuditLogByDate');
    // The report's own loader may ask for its records; the refused contact route's never ran.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes('/api/Contacts/'))).toEqual([]);
    expect(asked.every((url) => url.startsWith('/api/Report/'))).toBe(true);
  });
});
