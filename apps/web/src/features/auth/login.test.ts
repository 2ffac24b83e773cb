import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './login';

const assign = vi.fn();

function stubLocation() {
  vi.stubGlobal('location', { ...window.location, assign });
}

afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe('signOut', () => {
  it('POSTs with the CSRF header, then follows the IdP sign-out the server names', async () => {
    stubLocation();
    const fetchImpl = vi.fn(async () =>
      Response.json({ result: true, data: { location: 'http://localhost:3000/idp/session/end?x=1' } }),
    );
    await signOut(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'x-cd-csrf': '1', Accept: 'application/json' },
      credentials: 'same-origin',
    });
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/idp/session/end?x=1');
  });

  it.each([
    ['a refusal', async () => Response.json({ result: false }, { status: 429 })],
    [
      'an unreachable server',
      async () => {
        throw new TypeError('offline');
      },
    ],
  ])('leaves the user on the sign-out page to try again after %s', async (_label, answer) => {
    stubLocation();
    await signOut(vi.fn(answer));
    expect(assign).toHaveBeenCalledWith('/sign-out');
  });
});
