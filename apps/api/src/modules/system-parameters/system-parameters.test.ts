import { serverMessageTextsEn } from '@cd/contracts/server-message-texts-en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousPost, auditOf, browsersFor, get, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: InjectBrowser;
let ouAdmin: InjectBrowser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, ouAdmin] = await browsersFor(t, DEMO.admin, DEMO.ouAdmin);
});
afterAll(() => t.close());

const URL_UPDATE = '/api/SystemAdministration/UpdateSystemParameters/';
const parameters = async () =>
  (await get(admin, '/api/SystemAdministration/SelectSystemParameters')).json().data as {
    key: string;
    version: number;
    value: string;
  }[];
const versionOf = async (key: string) => (await parameters()).find((p) => p.key === key)!.version;

describe('GET /api/SystemAdministration/SelectSystemParameters', () => {
  it('lists the typed parameters the product reads, described in both languages', async () => {
    const res = await get(admin, '/api/SystemAdministration/SelectSystemParameters');
    expect(res.statusCode).toBe(200);
    const byKey = new Map(res.json().data.map((p: { key: string }) => [p.key, p]));
    expect(byKey.get('import.maxFileSizeMb')).toMatchObject({
      type: 'number',
      value: '20',
      min: 1,
      max: 100,
      version: 1,
    });
    expect(byKey.get('notice.autoHideMs')).toMatchObject({ type: 'number', value: '2000' });
    expect(byKey.get('import.previewExpiryHours')).toMatchObject({
      type: 'number',
      value: '24',
      min: 1,
      max: 168,
    });
    expect(byKey.get('company.websiteUrl')).toMatchObject({ type: 'url' });
    expect(byKey.get('support.email')).toMatchObject({ type: 'email' });
    expect(byKey.has('session.idleTimeout.minutes')).toBe(false);
    expect((byKey.get('import.maxFileSizeMb') as { descriptionZh: string }).descriptionZh).toMatch(/匯入/);
  });

  it('needs FN-0009', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/SystemAdministration/SelectSystemParameters' }))
        .statusCode,
    ).toBe(401);
    expect((await get(ouAdmin, '/api/SystemAdministration/SelectSystemParameters')).statusCode).toBe(403);
  });
});

describe('POST /api/SystemAdministration/UpdateSystemParameters/', () => {
  it('saves values on their versions, audits each, and the reader sees them at once', async () => {
    expect(await t.app.systemParameters.number('notice.autoHideMs')).toBe(2000);
    const res = await post(admin, URL_UPDATE, {
      parameters: [
        { key: 'notice.autoHideMs', value: ' 3000 ', version: await versionOf('notice.autoHideMs') },
        { key: 'support.email', value: 'Help@HarbourPacific.com', version: await versionOf('support.email') },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = new Map(res.json().data.map((p: { key: string }) => [p.key, p]));
    expect(saved.get('notice.autoHideMs')).toMatchObject({
      value: '3000',
      version: 2,
      modifiedBy: DEMO.admin,
    });
    expect(saved.get('support.email')).toMatchObject({ value: 'help@harbourpacific.com' });
    expect(await t.app.systemParameters.number('notice.autoHideMs')).toBe(3000);
    const [audit] = await auditOf(t, 'SystemParameter', 'notice.autoHideMs');
    expect(audit).toMatchObject({
      action: 'SYSTEM_PARAMETER_UPDATE',
      before: { value: '2000' },
      after: { value: '3000' },
    });
  });

  it.each([
    ['notice.autoHideMs', 'soon', 'Enter a number', 'SYSTEM_PARAMETER_NUMBER'],
    ['notice.autoHideMs', '100', 'Value is too low (min: 500)', 'SYSTEM_PARAMETER_MIN'],
    ['import.maxFileSizeMb', '101', 'Value is too high (max: 100)', 'SYSTEM_PARAMETER_MAX'],
    ['import.previewExpiryHours', '0', 'Value is too low (min: 1)', 'SYSTEM_PARAMETER_MIN'],
    ['import.previewExpiryHours', '169', 'Value is too high (max: 168)', 'SYSTEM_PARAMETER_MAX'],
    [
      'support.email',
      'help',
      'Enter a valid email address, such as name@example.com',
      'SYSTEM_PARAMETER_EMAIL',
    ],
    [
      'company.websiteUrl',
      'javascript:alert(1)',
      'Enter a web address starting with http:// or https://',
      'SYSTEM_PARAMETER_URL',
    ],
    ['gcd.status.text', '  ', 'This field is mandatory', 'SYSTEM_PARAMETER_TEXT'],
    ['gcd.status.source', 'sync', 'Choose one of DATABASE, SYNC, STATIC', 'SYSTEM_PARAMETER_CHOICE'],
    ['no.such.key', 'x', 'There is no system parameter no.such.key', 'SYSTEM_PARAMETER_UNKNOWN'],
  ])('refuses %s = %j: %s, saving nothing (coded %s)', async (key, value, message, messageCode) => {
    const auditRows = await t.db.prisma.auditLog.count();
    const res = await post(admin, URL_UPDATE, {
      parameters: [
        { key: 'import.maxRows', value: '500', version: await versionOf('import.maxRows') },
        { key, value, version: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toMatchObject([{ path: `parameters.${key}`, message, messageCode }]);
    // The web shows the field's refusal in the user's language from the code (decision 053).
    expect(res.json().error.messageCode).toBe(messageCode);
    expect(await t.db.prisma.auditLog.count()).toBe(auditRows);
    expect((await parameters()).find((p) => p.key === 'import.maxRows')!.value).toBe('10000');
  });

  it('refuses a stale version with 409 and saves none of the batch', async () => {
    const res = await post(admin, URL_UPDATE, {
      parameters: [
        { key: 'import.maxRows', value: '500', version: await versionOf('import.maxRows') },
        { key: 'notice.autoHideMs', value: '4000', version: 1 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(serverMessageTextsEn.STALE_VERSION);
    expect((await parameters()).find((p) => p.key === 'import.maxRows')!.value).toBe('10000');
  });

  it('needs a session and FN-0009', async () => {
    const body = { parameters: [{ key: 'notice.autoHideMs', value: '2500', version: 1 }] };
    expect((await anonymousPost(t, URL_UPDATE, body)).statusCode).toBe(401);
    expect((await post(ouAdmin, URL_UPDATE, body)).statusCode).toBe(403);
    expect((await post(admin, URL_UPDATE, { parameters: [] })).statusCode).toBe(400);
  });
});
