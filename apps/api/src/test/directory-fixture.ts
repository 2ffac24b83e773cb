import { CSRF_HEADER } from '@cd/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { InjectBrowser } from './inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app.js';

/**
 * The callers every directory endpoint test needs: the plain employee (FN-0000 everywhere), carmen.lee
 * (FN-0000 on Hong Kong only, FN-0003 on Hong Kong Finance), nora.smith (no roles), and anonymous (null);
 * plus the demo OU ids by code.
 */
export interface DirectoryFixture {
  t: TestApp;
  employee: InjectBrowser;
  carmen: InjectBrowser;
  nora: InjectBrowser;
  ou: Map<string, number>;
  /** A request as `browser`, or without any session when it is null. */
  send(
    browser: InjectBrowser | null,
    options: InjectOptions & { url: string },
  ): Promise<LightMyRequestResponse>;
  /** A JSON POST with the CSRF header. */
  post(browser: InjectBrowser | null, url: string, payload: unknown): Promise<LightMyRequestResponse>;
  get(browser: InjectBrowser | null, url: string): Promise<LightMyRequestResponse>;
}

export async function createDirectoryFixture(): Promise<DirectoryFixture> {
  const t = await createTestApp();
  const ou = new Map((await t.db.prisma.organizationUnit.findMany()).map((o) => [o.code, o.id]));
  const send: DirectoryFixture['send'] = (browser, options) =>
    browser ? browser.request(options) : t.app.inject(options);
  return {
    t,
    employee: (await signIn(t.app, DEMO.employee)).browser,
    carmen: (await signIn(t.app, DEMO.maintainer)).browser,
    nora: (await signIn(t.app, DEMO.noRole)).browser,
    ou,
    send,
    post: (browser, url, payload) =>
      send(browser, {
        method: 'POST',
        url,
        headers: { [CSRF_HEADER]: '1' },
        payload: payload as InjectOptions['payload'],
      }),
    get: (browser, url) => send(browser, { method: 'GET', url }),
  };
}
