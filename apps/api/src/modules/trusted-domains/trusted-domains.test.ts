import { serverMessageTextsEn } from '@cd/contracts/server-message-texts-en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousPost, auditOf, browsersFor, get, ouByCode, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: InjectBrowser;
let ouAdmin: InjectBrowser;
let fin: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  [admin, ouAdmin] = await browsersFor(t, DEMO.admin, DEMO.ouAdmin);
  fin = await ouByCode(t, 'HPG-HK-FIN');
});
afterAll(() => t.close());

const list = (browser: InjectBrowser, ouID: number | string = fin.id) =>
  get(browser, `/api/TrustedDomain/GetTrustedDomain?ouID=${ouID}`);
const save = async (trustedDomains: string[], version?: number) =>
  post(admin, '/api/TrustedDomain/SaveTrustedDomain', {
    ouID: fin.id,
    trustedDomains,
    version: version ?? (await list(admin)).json().data.version,
  });

describe('GET /api/TrustedDomain/GetTrustedDomain', () => {
  it('lists an OU’s domains with the list’s version', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ouID: fin.id,
      ouName: 'Hong Kong Finance',
      trustedDomains: [],
      version: 1,
    });
  });

  it('needs FN-0010 and the SystemAdministrator role; 404 for an unknown OU', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/TrustedDomain/GetTrustedDomain?ouID=${fin.id}` }))
        .statusCode,
    ).toBe(401);
    const res = await list(ouAdmin);
    expect(res.statusCode).toBe(403);
    expect((await list(admin, 999_999)).statusCode).toBe(404);
    expect((await list(admin, 'x')).statusCode).toBe(400);
  });
});

describe('POST /api/TrustedDomain/SaveTrustedDomain', () => {
  it('stores lower-cased, punycode domains with an audit record', async () => {
    const res = await save(['Finance.HarbourPacific.COM.hk', 'bücher.example', 'partner.co.uk.']);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      trustedDomains: ['finance.harbourpacific.com.hk', 'partner.co.uk', 'xn--bcher-kva.example'],
      version: 2,
    });
    const [audit] = await auditOf(t, 'TrustedDomain', fin.id);
    expect(audit).toMatchObject({
      action: 'TRUSTED_DOMAIN_SAVE',
      before: { trustedDomains: [] },
      after: { trustedDomains: ['finance.harbourpacific.com.hk', 'partner.co.uk', 'xn--bcher-kva.example'] },
    });
  });

  it.each([
    ['', 'Domain is a mandatory field'],
    ['   ', 'Domain is a mandatory field'],
    ['*.harbourpacific.com', '*.harbourpacific.com: wildcards are not allowed; list each domain itself'],
    ['harbour pacific.com', 'harbour pacific.com is not a valid domain name'],
    ['localhost', 'localhost is not a valid domain name'],
    ['-bad-.com', '-bad-.com is not a valid domain name'],
    ['10.0.0.1', '10.0.0.1 is not a valid domain name'],
    ['com', 'com is a public suffix: trusting it would admit everyone under it'],
    ['com.hk', 'com.hk is a public suffix: trusting it would admit everyone under it'],
    ['github.io', 'github.io is a public suffix: trusting it would admit everyone under it'],
    [
      'gmail.com',
      'gmail.com is a public email provider: trusting it would admit anyone with an address there',
    ],
    [
      'Outlook.com',
      'Outlook.com is a public email provider: trusting it would admit anyone with an address there',
    ],
  ])('refuses %j: %s', async (domain, message) => {
    const auditRows = await t.db.prisma.auditLog.count();
    const res = await save([domain]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].message).toBe(message);
    expect(await t.db.prisma.auditLog.count()).toBe(auditRows);
  });

  it('refuses a domain listed twice once normalised', async () => {
    const res = await save(['example.org', 'EXAMPLE.org']);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      {
        path: 'body.trustedDomains.1',
        message: 'EXAMPLE.org is listed twice',
        messageCode: 'TRUSTED_DOMAIN_DUPLICATE',
        params: { domain: 'EXAMPLE.org' },
      },
    ]);
  });

  it('refuses a stale version with 409', async () => {
    const res = await save(['late.example'], 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(serverMessageTextsEn.STALE_VERSION);
  });

  it('gives users of a newly trusted domain directory access on their next request', async () => {
    const { browser: nora } = await signIn(t.app, DEMO.noRole);
    expect((await get(nora, '/api/auth/session')).json().data.roles).toEqual([]);
    const current = (await list(admin)).json().data;
    expect((await save([...current.trustedDomains, 'partner-contractor.net'])).statusCode).toBe(200);
    expect((await get(nora, '/api/auth/session')).json().data.roles).toEqual(['FN-0000']);
  });

  it('needs a session, FN-0010 with the role, and the OU', async () => {
    const body = { ouID: fin.id, trustedDomains: ['x.example'], version: 1 };
    expect((await anonymousPost(t, '/api/TrustedDomain/SaveTrustedDomain', body)).statusCode).toBe(401);
    expect((await post(ouAdmin, '/api/TrustedDomain/SaveTrustedDomain', body)).statusCode).toBe(403);
    expect(
      (await post(admin, '/api/TrustedDomain/SaveTrustedDomain', { ...body, ouID: 999_999 })).statusCode,
    ).toBe(404);
  });
});
