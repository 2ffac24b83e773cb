import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { stopInOrder } from './shutdown.js';

describe('stopInOrder', () => {
  let t: TestApp;
  let release!: () => void;
  let entered!: () => void;
  const handlerEntered = new Promise<void>((r) => (entered = r));
  const events: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        extraApiRoutes: async (api) => {
          api.get('/test-slow', { config: { public: true } }, async () => {
            entered();
            await new Promise<void>((r) => (release = r));
            events.push('request answered');
            return { done: true };
          });
        },
      },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t?.db.drop());

  it('lets a request in flight finish, then closes the database, and refuses new connections', async () => {
    const { port } = t.app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-slow`);
    await handlerEntered;

    const stopped = stopInOrder(t.app, {
      close: async () => {
        events.push('database closed');
      },
    }).then(() => events.push('stopped'));
    await new Promise((r) => setTimeout(r, 200));
    // Still waiting for the request: nothing closed yet, and the listener no longer accepts.
    expect(events).toEqual([]);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await stopped;
    expect(events).toEqual(['request answered', 'database closed', 'stopped']);
  });
});
