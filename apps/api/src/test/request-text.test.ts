import { CSRF_HEADER } from '@cd/contracts';
import { serverMessageTexts } from '@cd/contracts/server-message-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../modules/auth/cookies.js';
import { get, ouByCode, post } from './api-calls.js';
import { InjectBrowser } from './inject-browser.js';
import { multipartFile } from './multipart.js';
import { createTestApp, DEMO, signIn, startSignIn, TEST_ORIGIN, type TestApp } from './test-app.js';

/**
 * Issue 15 item 5, reproduced one by one (each answered 500 before decision 088): a NUL or text that is
 * not UTF-8 in a field is a 400 that names the field, coded TEXT_CHARACTER_NOT_ALLOWED; headers, cookies,
 * an upload's file name and the sign-in path outside /api are refused before PostgreSQL sees them. The
 * sweep over every field is hostile-input.test.ts.
 */
let t: TestApp;
let admin: InjectBrowser;
let hk: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.admin)).browser;
  hk = (await ouByCode(t, 'HPG-HK')).id;
});
afterAll(() => t.close());

type Answer = { statusCode: number; json(): unknown };
function expectNamedRefusal(res: Answer, path: string, field: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as {
    result: boolean;
    error: {
      code: string;
      details: { path: string; message: string; messageCode?: string; params?: object }[];
    };
  };
  expect(body.result).toBe(false);
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.details).toContainEqual({
    path,
    message: `${field} contains a character that is not allowed.`,
    messageCode: 'TEXT_CHARACTER_NOT_ALLOWED',
    params: { field },
  });
}

describe('a NUL in a free-text field is a 400 naming the field', () => {
  it('contact names and title', async () => {
    for (const field of ['firstName', 'title'] as const) {
      const res = await post(admin, '/api/Contacts/ContactInfoUpdate', {
        firstName: 'Ada',
        familyName: 'Lovelace',
        ouID: hk,
        [field]: 'A\u0000B',
      });
      expectNamedRefusal(res, `body.${field}`, field);
    }
  });

  it('department and OU fields', async () => {
    const department = await post(admin, '/api/Departments/DepartmentMaintenance/', {
      ouID: hk,
      code: 'NUL1',
      name: 'Null\u0000 Department',
    });
    expectNamedRefusal(department, 'body.name', 'name');
    const ou = await post(admin, '/api/OrganizationUnits/OUUpdate', {
      parentOUID: hk,
      code: 'NUL-OU',
      name: 'Null OU',
      workingLocation: 'Floor 3\u0000',
    });
    expectNamedRefusal(ou, 'body.workingLocation', 'workingLocation');
  });

  it('department list search, audit-log filters and system parameter values', async () => {
    expectNamedRefusal(
      await get(admin, `/api/Departments/DepartmentMaintenanceList?ouID=${hk}&search=a%00`),
      'querystring.search',
      'search',
    );
    expectNamedRefusal(
      await post(admin, '/api/Report/AuditLogByDate/', {
        from: '2026-01-01T00:00:00.000Z',
        to: '2026-01-02T00:00:00.000Z',
        actor: 'alice\u0000',
      }),
      'body.actor',
      'actor',
    );
    expectNamedRefusal(
      await post(admin, '/api/SystemAdministration/UpdateSystemParameters', {
        parameters: [{ key: 'gcd.status.text', value: 'up\u0000', version: 1 }],
      }),
      'body.parameters.0.value',
      'parameters.0.value',
    );
  });

  it('text that is not UTF-8, percent-encoded in a query or raw in a JSON body, is refused the same way', async () => {
    for (const bad of ['%C3%28', '%ED%A0%80', '%FF']) {
      expectNamedRefusal(
        await get(admin, `/api/Departments/DepartmentMaintenanceList?ouID=${hk}&search=a${bad}`),
        'querystring.search',
        'search',
      );
    }
    const [before, after] = JSON.stringify({ firstName: 'X', familyName: 'Y', ouID: hk }).split('X');
    const res = await admin.request({
      method: 'POST',
      url: '/api/Contacts/ContactInfoUpdate',
      headers: { [CSRF_HEADER]: '1', 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from(before!), Buffer.from([0xc3, 0x28]), Buffer.from(after!)]),
    });
    expectNamedRefusal(res, 'body.firstName', 'firstName');
  });

  it("an uploaded file's name", async () => {
    const body = multipartFile(Buffer.from('PK'), { fileName: 'contacts\u0000.xlsx' });
    const res = await admin.request({
      method: 'POST',
      url: `/api/ContactImport/ImportContacts?ouID=${hk}`,
      headers: { ...body.headers, [CSRF_HEADER]: '1' },
      payload: body.payload,
    });
    expectNamedRefusal(res, 'body.file.filename', 'filename');
    expect(await t.db.prisma.importRun.count({ where: { fileName: { contains: 'contacts' } } })).toBe(0);
  });

  it('has an English and a Traditional Chinese text', () => {
    expect(serverMessageTexts.en.TEXT_CHARACTER_NOT_ALLOWED).toBe(
      '{{field}} contains a character that is not allowed.',
    );
    expect(serverMessageTexts['zh-HK'].TEXT_CHARACTER_NOT_ALLOWED).toContain('{{field}}');
  });
});

describe('without signing in: the sign-in path and what every request carries', () => {
  it('login_hint on /api/auth/login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/login?login_hint=a%00' });
    expectNamedRefusal(res, 'querystring.login_hint', 'login_hint');
    expect(await t.app.inject({ method: 'GET', url: '/api/auth/login?login_hint=a%ED%A0%80' })).toMatchObject(
      {
        statusCode: 400,
      },
    );
  });

  it('login_hint and every other parameter followed to /idp/auth: a page, 400', async () => {
    const browser = new InjectBrowser(t.app);
    const login = await browser.request({
      method: 'GET',
      url: '/api/auth/login?login_hint=ada%40example.com',
    });
    const authorize = new URL(String(login.headers.location), TEST_ORIGIN);
    authorize.searchParams.set('login_hint', 'ada\u0000@example.com');
    const res = await t.app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it("the embedded IdP's sign-in form", async () => {
    const { browser, interaction } = await startSignIn(t.app);
    for (const payload of [
      'email=a%00%40example.com&password=demo',
      `email=${DEMO.admin}&password=de%00mo`,
    ]) {
      const res = await browser.request({
        method: 'POST',
        url: `${interaction}/login`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('contains a character that is not allowed');
    }
  });

  it('a header or a cookie with a control character, before any handler', async () => {
    const agent = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { 'user-agent': 'x\u0000' },
    });
    expect(agent.statusCode).toBe(400);
    expect(agent.json()).toMatchObject({ result: false, error: { code: 'BAD_REQUEST' } });
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/callback?state=a%00&code=x',
      headers: { cookie: 'cd_login=a%00' },
    });
    expect(cookie.statusCode).toBe(400);
    // Another site's cookie on this host, raw UTF-8 read as Latin-1 ('陳' is E9 99 B3): not ours to refuse.
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: {
        cookie: `${COOKIE.access}=${admin.cookie(COOKIE.access)}; other=${Buffer.from('陳').toString('latin1')}`,
      },
    });
    expect(foreign.statusCode).toBe(200);
  });
});
