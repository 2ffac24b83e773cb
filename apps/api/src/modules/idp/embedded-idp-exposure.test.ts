import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, startSignIn, type TestApp } from '../../test/test-app.js';
import { DEMO_WARNING } from './idp-views.js';

describe('the embedded IdP on a public origin (EMBEDDED_IDP=on)', () => {
  const origin = 'https://demo.example.com';
  const logLines: string[] = [];
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    const config = loadConfig({
      PUBLIC_URL: origin,
      EMBEDDED_IDP: 'on',
      SEED: 'none',
      WEB_DIST_DIR: '/nonexistent-web-build',
    });
    app = await buildApp({
      config,
      prisma: db.prisma,
      logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('warns loudly at start-up', () => {
    const warning = logLines.map((l) => JSON.parse(l)).find((l) => l.setting === 'EMBEDDED_IDP=on');
    expect(warning).toMatchObject({ level: 40, publicUrl: origin });
    expect(warning.msg).toMatch(/system administrator.*"demo".*demonstrations only/);
  });

  it('shows a warning banner on its sign-in page', async () => {
    const browser = new InjectBrowser(app);
    const login = await browser.request({ method: 'GET', url: '/api/auth/login?returnTo=/' });
    const page = await browser.follow(login, origin);
    expect(page.statusCode).toBe(200);
    expect(browser.visited.at(-1)).toMatch(/^GET \/idp\/interaction\//);
    expect(page.body).toContain(`<div class="demo-warning" role="alert">${DEMO_WARNING}</div>`);
  });
});

describe('the embedded IdP on a loopback origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows no demonstration banner', async () => {
    const { browser } = await startSignIn(t.app);
    const page = await browser.request({ method: 'GET', url: browser.visited.at(-1)!.split(' ')[1]! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Demo accounts');
    expect(page.body).not.toContain('demo-warning');
  });
});
