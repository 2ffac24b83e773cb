/**
 * DATABASE_READ_URL (decision 102): routes marked `readReplica` read from the replica's client, every
 * other route (and every write) from the primary. The "replica" here is a second database whose data
 * differs on purpose, so each answer shows where it was read.
 */
import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../test/test-app.js';
import type { InjectBrowser } from '../test/inject-browser.js';

let t: TestApp;
let replica: TestDatabase;
let browser: InjectBrowser;
let contactId: number;
const marked: string[] = [];

beforeAll(async () => {
  replica = await createTestDatabase({ seeded: true });
  t = await createTestApp(
    {},
    {
      readPrisma: replica.prisma,
      instrument: (app) =>
        app.addHook('onRoute', (route) => {
          if (route.config?.readReplica && route.method !== 'HEAD')
            marked.push(`${route.method} ${route.url}`);
        }),
    },
  );
  const chan = await replica.prisma.contact.findFirstOrThrow({
    where: { email: 'taiman.chan@harbourpacific.com.hk' },
  });
  contactId = chan.id;
  await replica.prisma.contact.update({ where: { id: chan.id }, data: { title: 'Read on the replica' } });
  ({ browser } = await signIn(t.app, DEMO.employee));
});
afterAll(async () => {
  await t.close();
  await replica.drop();
});

describe('a read replica', () => {
  it('serves the detail view of a route marked readReplica', async () => {
    const res = await browser.request({
      method: 'GET',
      url: `/api/Contacts/GetContactsByContactID?contactID=${contactId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe('Read on the replica');
  });

  it("serves a search from the replica, whose statements bypass Prisma through the replica's own pool", async () => {
    const res = await browser.request({
      method: 'POST',
      url: '/api/Contacts/ContactBasicSearch/',
      headers: { 'x-cd-csrf': '1' },
      payload: { searchText: 'taiman.chan@harbourpacific.com.hk' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([
      expect.objectContaining({ contactID: contactId, title: 'Read on the replica' }),
    ]);
  });

  it('falls back to the primary for a contact the replica does not have yet', async () => {
    const created = await t.db.prisma.contact.findFirstOrThrow({ where: { id: contactId } });
    await replica.prisma.contactEmail.deleteMany({ where: { contactId } });
    await replica.prisma.contactPhone.deleteMany({ where: { contactId } });
    await replica.prisma.contact.delete({ where: { id: contactId } });
    const res = await browser.request({
      method: 'GET',
      url: `/api/Contacts/GetContactsByContactID?contactID=${contactId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe(created.title);
  });

  it('is used only by routes that read what may lag: search, detail, reports', () => {
    expect(marked.sort()).toEqual(
      [
        'GET /api/Contacts/GetContactsByContactID',
        'POST /api/Contacts/ContactAdvanceSearch',
        'POST /api/Contacts/ContactAdvanceSearch/',
        'POST /api/Contacts/ContactBasicSearch',
        'POST /api/Contacts/ContactBasicSearch/',
        'POST /api/Contacts/ExportContacts',
        'POST /api/Report/ExportPermissionAssignmentReport',
      ].sort(),
    );
  });
});
