import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, browsersFor, get, ouByCode, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';

/**
 * Issue 18 items 1, 2, 5: the SCIM service against the real endpoint and database, with the RFC 7644
 * examples and the request sequences Entra ID and Okta send when they provision.
 */
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

let t: TestApp;
let alice: InjectBrowser;
let token: string;
let connectionId: number;
let hk: { id: number };
let fin: { id: number };
let root: { id: number };

async function connect(body: Record<string, unknown>) {
  const res = await post(alice, '/api/DirectorySync/SaveConnection', {
    name: 'Entra ID',
    ouAttribute: 'department',
    fieldPolicies: { title: 'OVERWRITE' },
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { connection: { id: number; version: number }; token: string };
}

beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'error' } });
  [alice] = await browsersFor(t, DEMO.admin);
  hk = await ouByCode(t, 'HPG-HK');
  fin = await ouByCode(t, 'HPG-HK-FIN');
  root = await ouByCode(t, 'HPG');
  const made = await connect({
    ouIDs: [hk.id, fin.id],
    ouMappings: [{ value: 'Finance', ouID: fin.id }],
    defaultOuID: hk.id,
  });
  token = made.token;
  connectionId = made.connection.id;
});
afterAll(() => t.close());

const scim = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  bearer = token,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/scim+json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const expectScimError = (res: LightMyRequestResponse, status: number, scimType?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/scim\+json/);
  const body = res.json();
  expect(body).toMatchObject({ schemas: [ERROR], status: String(status), detail: expect.any(String) });
  if (scimType) expect(body.scimType).toBe(scimType);
  return body as { detail: string };
};

const contactOf = async (id: string) => {
  const identity = await t.db.prisma.syncIdentity.findUniqueOrThrow({ where: { id } });
  return identity.contactId === null
    ? null
    : t.db.prisma.contact.findUnique({ where: { id: identity.contactId } });
};

/** The user Entra ID creates (its documented request, "Create User"), with a department. */
const entraUser = (userName: string, department = 'Finance') => ({
  schemas: [CORE, ENTERPRISE],
  externalId: `${userName.split('@')[0]}-oid`,
  userName,
  active: true,
  addresses: [{ primary: true, type: 'work', country: 'HK' }],
  displayName: 'Chan Tai Man',
  emails: [{ primary: true, type: 'work', value: userName }],
  meta: { resourceType: 'User' },
  name: { formatted: 'Chan Tai Man', familyName: 'Chan', givenName: 'Tai Man' },
  phoneNumbers: [
    { type: 'work', value: '+852 2123 4567' },
    { type: 'mobile', value: '+852 9123 4567' },
  ],
  title: 'Analyst',
  [ENTERPRISE]: { department, employeeNumber: '1001', manager: { value: 'boss-oid' } },
});

describe('discovery (RFC 7643 §5-7)', () => {
  it('serves ServiceProviderConfig, ResourceTypes and Schemas as application/scim+json', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(config.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      etag: { supported: true },
      bulk: { supported: false },
      authenticationSchemes: [{ type: 'oauthbearertoken' }],
    });
    const types = (await scim('GET', '/ResourceTypes')).json();
    expect(types.Resources.map((r: { id: string }) => r.id)).toEqual(['User']);
    const schemas = (await scim('GET', '/Schemas')).json();
    expect(schemas.Resources.map((r: { id: string }) => r.id)).toEqual([CORE, ENTERPRISE]);
    expect(
      (await scim('GET', `/Schemas/${ENTERPRISE}`)).json().attributes.map((a: { name: string }) => a.name),
    ).toContain('department');
  });

  it('answers Groups with a SCIM 404 that says they are not supported', async () => {
    const body = expectScimError(await scim('GET', '/Groups?filter=displayName%20eq%20%22x%22'), 404);
    expect(body.detail).toMatch(/Groups are not supported/);
    expectScimError(await scim('POST', '/Groups', { displayName: 'x' }), 404);
  });
});

describe('credentials', () => {
  it('refuses a missing, wrong or revoked token with 401, and never reads a session cookie', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/scim/v2/Users' });
    expectScimError(none, 401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expectScimError(await scim('GET', '/Users', undefined, {}, `${token}x`), 401);
    // A signed-in administrator's cookies are no credential here.
    expectScimError(await alice.request({ method: 'GET', url: '/scim/v2/Users' }), 401);
    const other = await connect({ ouIDs: [hk.id], ouMappings: [], defaultOuID: hk.id });
    expect((await scim('GET', '/Users', undefined, {}, other.token)).statusCode).toBe(200);
    await post(alice, '/api/DirectorySync/RevokeConnection', { id: other.connection.id, version: 1 });
    expectScimError(await scim('GET', '/Users', undefined, {}, other.token), 401);
  });

  it('is no credential on /api, and /scim/v2 needs no CSRF header', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/DirectorySync/GetConnections',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(api.statusCode).toBe(401);
    const created = await scim('POST', '/Users', { schemas: [CORE], userName: 'no.csrf@harbourpacific.com' });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('refuses a body over the size limit with 413 in SCIM’s format', async () => {
    const big = { schemas: [CORE], userName: 'big@harbourpacific.com', title: 'x'.repeat(70_000) };
    expectScimError(await scim('POST', '/Users', big), 413);
  });

  it('limits each connection’s requests per minute (429), counted per connection', async () => {
    const limited = await createTestApp({ SCIM_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const [admin] = await browsersFor(limited, DEMO.admin);
      const body = {
        name: 'Rate',
        ouIDs: [hk.id],
        ouAttribute: 'department',
        ouMappings: [],
        defaultOuID: hk.id,
        fieldPolicies: {},
      };
      const one = (await post(admin, '/api/DirectorySync/SaveConnection', body)).json().data.token;
      const two = (await post(admin, '/api/DirectorySync/SaveConnection', body)).json().data.token;
      const call = (bearer: string) =>
        limited.app.inject({
          method: 'GET',
          url: '/scim/v2/Users',
          headers: { authorization: `Bearer ${bearer}` },
        });
      for (let i = 0; i < 3; i++) expect((await call(one)).statusCode).toBe(200);
      const refused = await call(one);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ schemas: [ERROR], status: '429' });
      expect((await call(two)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('RFC 7644 examples', () => {
  it('creates the §3.3 user (201, Location, ETag, meta.version) as a USER contact in the default OU', async () => {
    const res = await scim('POST', '/Users', {
      schemas: [CORE],
      userName: 'bjensen',
      externalId: 'bjensen',
      name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json();
    expect(res.headers.location).toBe(`http://localhost:3000/scim/v2/Users/${user.id}`);
    expect(res.headers.etag).toBe('W/"1"');
    expect(user).toMatchObject({
      schemas: [CORE],
      userName: 'bjensen',
      externalId: 'bjensen',
      active: true,
      meta: { resourceType: 'User', version: 'W/"1"', location: res.headers.location },
    });
    const contact = await contactOf(user.id);
    expect(contact).toMatchObject({
      source: 'USER',
      ouId: hk.id,
      firstName: 'Barbara',
      familyName: 'Jensen',
    });
    const [audit] = await auditOf(t, 'Contact', contact!.id);
    expect(audit).toMatchObject({
      action: 'CONTACT_CREATE',
      actorId: null,
      actorEmail: `Directory sync: Entra ID (#${connectionId})`,
    });
  });

  it('refuses a second user with the same userName (409 uniqueness) and an unreadable body (400)', async () => {
    expectScimError(
      await scim('POST', '/Users', { schemas: [CORE], userName: 'BJensen' }),
      409,
      'uniqueness',
    );
    expectScimError(await scim('POST', '/Users', { schemas: [CORE] }), 400, 'invalidValue');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      payload: '{"userName":',
    });
    expectScimError(broken, 400);
  });

  it('filters (eq, sw, co, and/or; userName, emails, externalId, displayName) and pages', async () => {
    for (const n of [1, 2, 3]) {
      const res = await scim('POST', '/Users', {
        schemas: [CORE],
        userName: `pager${n}@example.hk`,
        externalId: `pager-${n}`,
        displayName: `Pager ${n}`,
        emails: [{ value: `pager${n}@mail.example.hk`, type: 'work' }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const names = async (filter: string, extra = '') => {
      const res = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}${extra}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        totalResults: number;
        startIndex: number;
        itemsPerPage: number;
        Resources: { userName: string }[];
      };
    };
    expect((await names('userName eq "PAGER2@example.hk"')).Resources.map((u) => u.userName)).toEqual([
      'pager2@example.hk',
    ]);
    expect((await names('userName sw "pager"')).totalResults).toBe(3);
    expect((await names('displayName co "ger 3"')).Resources.map((u) => u.userName)).toEqual([
      'pager3@example.hk',
    ]);
    expect((await names('externalId eq "pager-1" or externalId eq "pager-3"')).totalResults).toBe(2);
    expect((await names('userName sw "pager" and emails co "2@mail"')).totalResults).toBe(1);
    expect((await names('emails[type eq "work" and value eq "pager1@mail.example.hk"]')).totalResults).toBe(
      1,
    );
    expect((await names('emails.value eq "pager3@mail.example.hk"')).totalResults).toBe(1);
    // A % in the value is literal, not a wildcard.
    expect((await names('userName co "%"')).totalResults).toBe(0);
    const page = await names('userName sw "pager"', '&startIndex=2&count=1');
    expect(page).toMatchObject({ totalResults: 3, startIndex: 2, itemsPerPage: 1 });
    expect(page.Resources.map((u) => u.userName)).toEqual(['pager2@example.hk']);
    expect((await names('userName sw "pager"', '&count=0')).Resources).toEqual([]);
  });

  it('refuses a filter it cannot read or an attribute it does not filter on (400 invalidFilter)', async () => {
    expectScimError(
      await scim('GET', `/Users?filter=${encodeURIComponent('userName eq')}`),
      400,
      'invalidFilter',
    );
    expectScimError(
      await scim('GET', `/Users?filter=${encodeURIComponent('title eq "x"')}`),
      400,
      'invalidFilter',
    );
    expectScimError(
      await scim('GET', `/Users?filter=${encodeURIComponent('userName gt "x"')}`),
      400,
      'invalidFilter',
    );
    expectScimError(await scim('GET', '/Users?startIndex=abc'), 400);
  });

  it('answers 404 for an unknown id and for another connection’s user', async () => {
    expectScimError(await scim('GET', '/Users/00000000-0000-0000-0000-000000000000'), 404);
    expectScimError(await scim('GET', '/Users/not-a-uuid'), 404);
    const mine = (await scim('POST', '/Users', { schemas: [CORE], userName: 'mine@example.hk' })).json();
    const other = await connect({ ouIDs: [hk.id], ouMappings: [], defaultOuID: hk.id });
    expectScimError(await scim('GET', `/Users/${mine.id}`, undefined, {}, other.token), 404);
    expectScimError(await scim('DELETE', `/Users/${mine.id}`, undefined, {}, other.token), 404);
  });

  it('honours If-Match (412 when stale) and If-None-Match (304)', async () => {
    const user = (await scim('POST', '/Users', { schemas: [CORE], userName: 'etag@example.hk' })).json();
    const replace = { schemas: [CORE], userName: 'etag@example.hk', title: 'Clerk' };
    const fresh = await scim('PUT', `/Users/${user.id}`, replace, { 'if-match': 'W/"1"' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.headers.etag).toBe('W/"2"');
    expectScimError(await scim('PUT', `/Users/${user.id}`, replace, { 'if-match': 'W/"1"' }), 412);
    const unchanged = await scim('GET', `/Users/${user.id}`, undefined, { 'if-none-match': 'W/"2"' });
    expect(unchanged.statusCode).toBe(304);
  });
});

describe('Entra ID provisioning sequence', () => {
  const userName = 'tai.man.chan@harbourpacific.com.hk';
  let id: string;

  it('looks the user up by userName (none), creates it in the mapped OU, then finds it', async () => {
    const query = `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`;
    expect((await scim('GET', query)).json()).toMatchObject({ totalResults: 0, Resources: [] });
    const created = await scim('POST', '/Users', entraUser(userName));
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().id;
    expect(created.json()[ENTERPRISE]).toMatchObject({
      department: 'Finance',
      manager: { value: 'boss-oid' },
    });
    expect(await contactOf(id)).toMatchObject({
      ouId: fin.id,
      source: 'USER',
      email: userName,
      displayName: 'Chan Tai Man',
      phoneNumber: '85221234567',
      mobileNumber: '85291234567',
      title: 'Analyst',
    });
    expect((await scim('GET', query)).json().Resources.map((u: { id: string }) => u.id)).toEqual([id]);
    expect(
      (await scim('GET', `/Users?filter=${encodeURIComponent(`externalId eq "tai.man.chan-oid"`)}`)).json()
        .totalResults,
    ).toBe(1);
  });

  it('updates by PATCH with paths as Entra ID sends them (Replace, filters, the extension, "False")', async () => {
    const res = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'title', value: 'Senior Analyst' },
        { op: 'Replace', path: 'name.givenName', value: 'Tai-Man' },
        { op: 'Replace', path: 'phoneNumbers[type eq "mobile"].value', value: '+852 6000 0000' },
        { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Treasury' },
        { op: 'Remove', path: `${ENTERPRISE}:manager` },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Senior Analyst',
      name: { givenName: 'Tai-Man' },
      meta: { version: 'W/"2"' },
    });
    expect(res.json()[ENTERPRISE].manager).toBeUndefined();
    // Treasury has no mapping: the default OU.
    expect(await contactOf(id)).toMatchObject({
      ouId: hk.id,
      firstName: 'Tai-Man',
      title: 'Senior Analyst',
      mobileNumber: '85260000000',
    });
  });

  it('deactivates with active "False": the contact leaves and every grant of the person goes at once', async () => {
    const user = await t.db.prisma.user.create({ data: { email: userName } });
    await t.db.prisma.permissionGrant.create({
      data: { userId: user.id, ouId: fin.id, functionCode: 'FN-0005', grantedBy: 'test' },
    });
    const contact = (await contactOf(id))!;
    const res = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().active).toBe(false);
    expect(await t.db.prisma.contact.findUnique({ where: { id: contact.id } })).toBeNull();
    expect(await t.db.prisma.permissionGrant.count({ where: { userId: user.id } })).toBe(0);
    const actions = (await auditOf(t, 'Contact', contact.id)).map((a) => a.action);
    expect(actions[0]).toBe('CONTACT_DELETE');
    expect(
      await t.db.prisma.auditLog.count({ where: { action: 'PERMISSION_REVOKE', entityId: user.id } }),
    ).toBe(1);
    // Still a SCIM user: Entra ID reads it back as inactive.
    expect((await scim('GET', `/Users/${id}`)).json()).toMatchObject({ active: false, userName });
  });

  it('reactivates with active true: the contact comes back from the kept attributes', async () => {
    const res = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await contactOf(id)).toMatchObject({ ouId: hk.id, email: userName, title: 'Senior Analyst' });
  });

  it('deletes: 204, the contact is gone, the user is 404, and the connection counted it all', async () => {
    const contact = (await contactOf(id))!;
    const res = await scim('DELETE', `/Users/${id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.prisma.contact.findUnique({ where: { id: contact.id } })).toBeNull();
    expectScimError(await scim('GET', `/Users/${id}`), 404);
    const [connection] = (await get(alice, '/api/DirectorySync/GetConnections')).json().data;
    expect(connection.counts.deactivated).toBeGreaterThanOrEqual(1);
    expect(connection.counts.deleted).toBeGreaterThanOrEqual(1);
    expect(connection.counts.created).toBeGreaterThanOrEqual(2);
    expect(connection.lastSyncAt).toEqual(expect.any(String));
  });
});

describe('Okta provisioning sequence', () => {
  const userName = 'okta.person@harbourpacific.com.hk';
  let id: string;

  it('looks up with startIndex and count, creates, and replaces with PUT', async () => {
    const query = `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}&startIndex=1&count=100`;
    expect((await scim('GET', query)).json().totalResults).toBe(0);
    const body = {
      schemas: [CORE],
      userName,
      name: { givenName: 'Okta', familyName: 'Person' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Okta Person',
      locale: 'en-US',
      externalId: '00u1abcd',
      groups: [],
      password: 'never-stored',
      active: true,
    };
    const created = await scim('POST', '/Users', body);
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().id;
    expect(created.json().password).toBeUndefined();
    const replaced = await scim('PUT', `/Users/${id}`, {
      ...body,
      id,
      name: { givenName: 'Okta', familyName: 'Renamed' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await contactOf(id)).toMatchObject({ familyName: 'Renamed', ouId: hk.id });
  });

  it('deactivates and reactivates with a path-less replace of { active }', async () => {
    const off = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await contactOf(id)).toBeNull();
    const on = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await contactOf(id)).toMatchObject({ familyName: 'Renamed' });
  });

  it('refuses PATCH bodies it cannot apply (400 with scimType)', async () => {
    expectScimError(await scim('PATCH', `/Users/${id}`, { Operations: [] }), 400, 'invalidSyntax');
    expectScimError(
      await scim('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'remove' }] }),
      400,
      'noTarget',
    );
    expectScimError(
      await scim('PATCH', `/Users/${id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', path: 'a b', value: 1 }],
      }),
      400,
      'invalidPath',
    );
    expectScimError(
      await scim('PATCH', `/Users/${id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', path: 'active', value: 'maybe' }],
      }),
      400,
      'invalidValue',
    );
  });
});

describe('mapping and manual edits', () => {
  it('refuses a user no mapping places when the connection has no default, and shows it on the connection', async () => {
    const strict = await connect({
      name: 'Strict',
      ouIDs: [fin.id],
      ouMappings: [{ value: 'Finance', ouID: fin.id }],
      defaultOuID: null,
    });
    const body = expectScimError(
      await scim('POST', '/Users', entraUser('nowhere@harbourpacific.com.hk', 'Sales'), {}, strict.token),
      400,
      'invalidValue',
    );
    expect(body.detail).toMatch(/department "Sales"/);
    const listed = (await get(alice, '/api/DirectorySync/GetConnections')).json().data;
    const row = listed.find((c: { id: number }) => c.id === strict.connection.id);
    expect(row.lastErrors[0]).toMatchObject({ status: 400, detail: body.detail });
    expect(await t.db.prisma.contact.count({ where: { email: 'nowhere@harbourpacific.com.hk' } })).toBe(0);
  });

  it('adopts a contact of the connection’s OUs with the same email instead of adding a second', async () => {
    const existing = await t.db.prisma.contact.findFirstOrThrow({
      where: { ouId: fin.id, email: { not: null }, syncIdentity: null },
      orderBy: { id: 'asc' },
    });
    const created = await scim('POST', '/Users', entraUser(existing.email!.toUpperCase()));
    expect(created.statusCode, created.body).toBe(201);
    const contact = await contactOf(created.json().id);
    expect(contact).toMatchObject({ id: existing.id, source: 'USER', displayName: 'Chan Tai Man' });
  });

  it('refuses a manual edit of a REFUSE field, allows an OVERWRITE field and overwrites it at the next sync', async () => {
    const userName = 'policy.person@harbourpacific.com.hk';
    const created = (await scim('POST', '/Users', entraUser(userName))).json();
    const contact = (await contactOf(created.id))!;
    const form = (
      await get(alice, `/api/Contacts/ContactMaintenance?contactID=${contact.id}&functionCode=FN-0003`)
    ).json().data;
    const save = (changes: Record<string, unknown>, version: number) =>
      post(alice, '/api/Contacts/ContactInfoUpdate', {
        contactID: contact.id,
        version,
        ouID: form.ouID,
        departmentID: form.departmentID,
        firstName: form.firstName,
        middleName: form.middleName,
        familyName: form.familyName,
        localName: form.localName,
        chineseName: '陳大文',
        title: form.title,
        email: form.email,
        phone: form.phone,
        mobile: form.mobile,
        fax: form.fax,
        workingLocation: form.workingLocation,
        secondaryEmails: [],
        secondaryPhones: [],
        secondaryMobiles: [],
        isMasterRecord: form.isMasterRecord,
        ...changes,
      });
    const refused = await save({ familyName: 'Wong' }, form.version);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatchObject({
      messageCode: 'CONTACT_FIELD_SYNCED',
      details: [{ path: 'body.familyName' }],
    });
    // Fields the sync does not write stay editable.
    const local = await save({}, form.version);
    expect(local.statusCode, local.body).toBe(200);
    const title = await save({ title: 'Typed by hand' }, form.version + 1);
    expect(title.statusCode, title.body).toBe(200);
    const resync = await scim('PUT', `/Users/${created.id}`, entraUser(userName));
    expect(resync.statusCode, resync.body).toBe(200);
    expect(await contactOf(created.id)).toMatchObject({ title: 'Analyst', chineseName: '陳大文' });
  });
});

describe('OU scope of a connection', () => {
  it('never writes outside its OUs: a mapping to an OU no longer in the connection is refused', async () => {
    const made = await connect({ name: 'Narrow', ouIDs: [root.id], ouMappings: [], defaultOuID: root.id });
    // An administrator narrows the OUs in the database behind the API's back: the service still checks.
    await t.db.prisma.syncConnection.update({ where: { id: made.connection.id }, data: { ouIds: [fin.id] } });
    expectScimError(
      await scim('POST', '/Users', { schemas: [CORE], userName: 'wide@example.hk' }, {}, made.token),
      400,
      'invalidValue',
    );
  });
});

describe('concurrent creates', () => {
  it('answers 409 uniqueness, never 5xx, when the same user is created twice at once', async () => {
    const body = { schemas: [CORE], userName: 'twice@example.hk', externalId: 'twice' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => scim('POST', '/Users', body)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(await t.db.prisma.syncIdentity.count({ where: { userName: 'twice@example.hk' } })).toBe(1);
  });
});
