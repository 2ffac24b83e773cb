// @vitest-environment node
import type { SessionInfo } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { authStateFrom } from './auth-state';

const session = { roles: ['FN-0003'], user: { displayName: 'Amy' } } as SessionInfo;

describe('authStateFrom', () => {
  it('is configuring until the session probe settles', () => {
    expect(authStateFrom({ status: 'pending', data: undefined, error: null })).toEqual({
      status: 'configuring',
    });
  });

  it('is unauthenticated when the BFF knows no session', () => {
    expect(authStateFrom({ status: 'success', data: null, error: null }).status).toBe('unauthenticated');
  });

  it('is authenticated with the expanded roles', () => {
    const state = authStateFrom({ status: 'success', data: session, error: null });
    expect(state).toMatchObject({
      status: 'authenticated',
      roles: ['FN-0003', 'FN-0003A', 'FN-0003B', 'FN-0003C'],
    });
  });

  it('reports a probe that never succeeded as an error', () => {
    const error = new Error('down');
    expect(authStateFrom({ status: 'error', data: undefined, error })).toEqual({ status: 'error', error });
  });

  it('keeps the last session through a failed background refetch', () => {
    expect(authStateFrom({ status: 'error', data: session, error: new Error('blip') }).status).toBe(
      'authenticated',
    );
  });
});
