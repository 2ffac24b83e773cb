import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';
import { requireAuth } from './auth.plugin.js';

let t: TestApp;
let ouAdmin: InjectBrowser;
let maintainer: InjectBrowser;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extraApiRoutes: async (app) => {
        // A route as later issues will write them: codes plus the OU its input points at.
        app.get(
          '/test/ou/:id',
          {
            config: {
              functionCodes: ['FN-0001', 'FN-0003A'],
              ou: (request) => {
                const id = Number((request.params as { id: string }).id);
                return Number.isInteger(id) ? id : undefined;
              },
            },
          },
          async (request) => ({ ou: requireAuth(request).ou }),
        );
      },
    },
  );
  for (const ou of await t.db.prisma.organizationUnit.findMany({ select: { id: true, code: true } })) {
    ids.set(ou.code, ou.id);
  }
  ouAdmin = (await signIn(t.app, DEMO.ouAdmin)).browser;
  maintainer = (await signIn(t.app, DEMO.maintainer)).browser;
});
afterAll(() => t.close());

const call = (browser: InjectBrowser, id: string | number | undefined) =>
  browser.request({ method: 'GET', url: `/api/test/ou/${id}` });

describe('declared OU guard', () => {
  it('passes on the granted OU and below when the grant includes subsidiaries', async () => {
    const res = await call(ouAdmin, ids.get('HPG-HK-FIN'));
    expect(res.statusCode).toBe(200);
    expect(res.json().ou).toMatchObject({ id: ids.get('HPG-HK-FIN') });
    expect((await call(ouAdmin, ids.get('HPG-HK'))).statusCode).toBe(200);
  });

  it('refuses an OU above or beside the grant', async () => {
    expect((await call(ouAdmin, ids.get('HPG'))).statusCode).toBe(403);
  });

  it('keeps a grant without subsidiaries to its own OU', async () => {
    expect((await call(maintainer, ids.get('HPG-HK-FIN'))).statusCode).toBe(200);
    expect((await call(maintainer, ids.get('HPG-HK'))).statusCode).toBe(403);
  });

  it('answers 404 for an OU that does not exist or cannot be resolved', async () => {
    expect((await call(ouAdmin, 987_654)).statusCode).toBe(404);
    expect((await call(ouAdmin, 'not-a-number')).statusCode).toBe(404);
  });
});
