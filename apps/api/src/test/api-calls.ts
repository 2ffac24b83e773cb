import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@cd/contracts';
import type { AuditLog, OrganizationUnit } from '@cd/db';
import type { InjectBrowser } from './inject-browser.js';
import { signIn, type TestApp } from './test-app.js';

/** A mutating API call as the web client makes it (JSON body, CSRF header). */
export const post = (browser: InjectBrowser, url: string, payload: unknown) =>
  browser.request({
    method: 'POST',
    url,
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    payload: payload as object,
  });

export const get = (browser: InjectBrowser, url: string) => browser.request({ method: 'GET', url });

/** The same call without a session. */
export const anonymousPost = (t: TestApp, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    payload: payload as object,
  });

export const ouByCode = (t: TestApp, code: string): Promise<OrganizationUnit> =>
  t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { code } });

/** Audit rows of one entity, newest first. */
export const auditOf = (t: TestApp, entityType: string, entityId: string | number): Promise<AuditLog[]> =>
  t.db.prisma.auditLog.findMany({
    where: { entityType, entityId: String(entityId) },
    orderBy: { id: 'desc' },
  });

/** Signed-in browsers, one per email, in order. */
export async function browsersFor<const E extends readonly string[]>(
  t: TestApp,
  ...emails: E
): Promise<{ [K in keyof E]: InjectBrowser }> {
  const browsers: InjectBrowser[] = [];
  for (const email of emails) browsers.push((await signIn(t.app, email)).browser);
  return browsers as { [K in keyof E]: InjectBrowser };
}
