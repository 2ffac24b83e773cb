import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@cd/contracts';
import type { InjectBrowser } from './inject-browser.js';
import type { TestApp } from './test-app.js';

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

export const ouByCode = (t: TestApp, code: string) =>
  t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { code } });

/** Audit rows of one entity, newest first. */
export const auditOf = (t: TestApp, entityType: string, entityId: string | number) =>
  t.db.prisma.auditLog.findMany({
    where: { entityType, entityId: String(entityId) },
    orderBy: { id: 'desc' },
  });
