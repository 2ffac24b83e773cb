import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config/env.js';
import { InjectBrowser } from './inject-browser.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<
  BuildAppOptions,
  'instrument' | 'extraApiRoutes' | 'logger' | 'readPrisma'
> {
  seeded?: boolean;
  beforeReady?: (app: FastifyInstance) => void;
}

/** The real app (embedded IdP included) on a fresh database cloned from the seeded demo template. */
export async function createTestApp(
  env: Record<string, string> = {},
  { seeded = true, beforeReady, instrument, extraApiRoutes, logger = false, readPrisma }: TestAppOptions = {},
): Promise<TestApp> {
  const db = await createTestDatabase({ seeded });
  const config = loadConfig({
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    WEB_DIST_DIR: '/nonexistent-web-build',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const app = await buildApp({
    config,
    prisma: db.prisma,
    readPrisma,
    logger,
    instrument,
    extraApiRoutes,
    databaseUrl: db.url,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/** Starts a sign-in and stops at the embedded IdP's page; returns the browser and the interaction path. */
export async function startSignIn(app: FastifyInstance, returnTo = '/') {
  const browser = new InjectBrowser(app, () => app.authCache.sync());
  const login = await browser.request({
    method: 'GET',
    url: `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
  });
  const page = await browser.follow(login, TEST_ORIGIN);
  const interaction = browser.visited.at(-1)?.split(' ')[1];
  if (page.statusCode !== 200 || !interaction?.startsWith('/idp/interaction/')) {
    throw new Error(`expected the sign-in page, got ${page.statusCode}: ${browser.visited.join(' | ')}`);
  }
  return { browser, interaction };
}

/** Submits the IdP's email + password form, as a person would. */
export function submitSignInForm(
  browser: InjectBrowser,
  interaction: string,
  email: string,
  password = 'demo',
) {
  return browser.request({
    method: 'POST',
    url: `${interaction}/login`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
}

/** The whole code flow in-process: our /api/auth/login, the IdP's page, its form, our /callback. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  { password = 'demo', returnTo = '/' } = {},
): Promise<{ browser: InjectBrowser; callback: LightMyRequestResponse }> {
  const { browser, interaction } = await startSignIn(app, returnTo);
  const posted = await submitSignInForm(browser, interaction, email, password);
  const callback = await followUntilCallback(browser, posted);
  return { browser, callback };
}

/** Follows IdP redirects up to and including our /callback, whose response is returned unfollowed. */
export async function followUntilCallback(
  browser: InjectBrowser,
  first: LightMyRequestResponse,
): Promise<LightMyRequestResponse> {
  let response = first;
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.location;
    if (response.statusCode < 300 || response.statusCode >= 400 || !location) break;
    const next = new URL(String(location), TEST_ORIGIN);
    response = await browser.request({ method: 'GET', url: next.pathname + next.search });
    if (next.pathname === '/callback') return response;
  }
  throw new Error(`never reached /callback: ${browser.visited.join(' | ')}`);
}

export const DEMO = {
  admin: 'alice.admin@harbourpacific.com',
  ouAdmin: 'oscar.chan@harbourpacific.com.hk',
  maintainer: 'carmen.lee@harbourpacific.com.hk',
  employee: 'eric.ho@harbourpacific.com',
  noRole: 'nora.smith@partner-contractor.net',
} as const;

/** Signs in at the IdP and follows its redirects, but stops before our /callback: returns its URL. */
export async function signInUntilCallback(app: FastifyInstance, email: string, returnTo = '/') {
  const { browser, interaction } = await startSignIn(app, returnTo);
  let response = await submitSignInForm(browser, interaction, email);
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.location;
    if (response.statusCode < 300 || response.statusCode >= 400 || !location) break;
    const next = new URL(String(location), TEST_ORIGIN);
    if (next.pathname === '/callback') return { browser, callbackUrl: next.pathname + next.search };
    response = await browser.request({ method: 'GET', url: next.pathname + next.search });
  }
  throw new Error(`never reached /callback: ${browser.visited.join(' | ')}`);
}

/** An extra account on the embedded IdP (password "demo"), for people the demo data does not have. */
export async function addIdpAccount(
  app: FastifyInstance,
  account: { id: string; email: string; groups?: string[] },
) {
  const { hashPassword } = await import('@cd/db');
  await app.prisma.idpAccount.create({
    data: {
      id: account.id,
      email: account.email,
      passwordHash: await hashPassword('demo'),
      givenName: 'Test',
      familyName: account.id,
      groups: account.groups ?? [],
    },
  });
}
