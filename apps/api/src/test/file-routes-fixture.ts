import { CSRF_HEADER, type ImportPreview } from '@cd/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { InjectBrowser } from './inject-browser.js';
import { multipartFile } from './multipart.js';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app.js';

/**
 * What the import and export route tests share: the app, oscar.chan (FN-0001..0007 on Hong Kong and its
 * subsidiaries), carmen.lee (FN-0003 on Hong Kong Finance only, so no import, export or report), the ids
 * of the OUs they act on, and `send` (as a browser, or without a session when it is null).
 */
export interface FileRoutesFixture {
  t: TestApp;
  oscar: InjectBrowser;
  carmen: InjectBrowser;
  ou: Record<string, number>;
  send(
    browser: InjectBrowser | null,
    request: InjectOptions & { url: string },
  ): Promise<LightMyRequestResponse>;
}

export async function createFileRoutesFixture(): Promise<FileRoutesFixture> {
  const t = await createTestApp();
  const rows = await t.db.prisma.organizationUnit.findMany({
    where: { code: { in: ['HPG', 'HPG-HK', 'HPG-HK-FIN'] } },
  });
  const ou = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  return {
    t,
    oscar: (await signIn(t.app, DEMO.ouAdmin)).browser,
    carmen: (await signIn(t.app, DEMO.maintainer)).browser,
    ou,
    send: (browser, request) => (browser ? browser.request(request) : t.app.inject(request)),
  };
}

/** Uploads a workbook into Hong Kong Finance as oscar.chan and returns its preview, which must be a 200. */
export async function previewFinanceImport(f: FileRoutesFixture, file: Buffer): Promise<ImportPreview> {
  const body = multipartFile(file);
  const res = await f.send(f.oscar, {
    method: 'POST',
    url: `/api/ContactImport/ImportContacts?ouID=${f.ou['HPG-HK-FIN']}`,
    headers: { ...body.headers, [CSRF_HEADER]: '1' },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: ImportPreview }).data;
}
