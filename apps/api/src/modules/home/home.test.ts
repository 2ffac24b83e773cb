import { MAX_FAVOURITES, RECENT_CONTACTS_DAYS, RECENT_CONTACTS_KEPT } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryFixture, type DirectoryFixture } from '../../test/directory-fixture.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { DEMO, signIn } from '../../test/test-app.js';

let f: DirectoryFixture;
let t: DirectoryFixture['t'];
let employee: InjectBrowser;
let carmen: InjectBrowser;
let nora: InjectBrowser;
/** Contacts in Hong Kong (carmen sees them) and one at the group root (she does not). */
let hk: { id: number; displayName: string; email: string | null }[];
let root: { id: number };

beforeAll(async () => {
  f = await createDirectoryFixture();
  ({ t, employee, carmen, nora } = f);
  hk = await t.db.prisma.contact.findMany({
    where: { ouId: f.ou.get('HPG-HK')! },
    orderBy: { id: 'asc' },
    take: RECENT_CONTACTS_KEPT + 2,
    select: { id: true, displayName: true, email: true },
  });
  root = await t.db.prisma.contact.findFirstOrThrow({ where: { ouId: f.ou.get('HPG')! } });
});
afterAll(() => t.close());

const home = (browser: InjectBrowser | null) => f.get(browser, '/api/Home/GetHome');
const star = (browser: InjectBrowser | null, contactID: unknown, favourite: unknown = true) =>
  f.post(browser, '/api/Home/SetFavourite', { contactID, favourite });
const view = (browser: InjectBrowser | null, contactID: unknown) =>
  f.post(browser, '/api/Home/RecordContactView', { contactID });
const userId = async (email: string) => (await t.db.prisma.user.findUniqueOrThrow({ where: { email } })).id;
const ids = (list: { contactID: number }[]) => list.map((c) => c.contactID);

describe('GET /api/Home/GetHome', () => {
  it('answers the caller’s own favourites and recents, each with what a call or a mail needs', async () => {
    expect((await star(employee, hk[0]!.id)).statusCode).toBe(200);
    expect((await view(employee, hk[1]!.id)).statusCode).toBe(200);
    const res = await home(employee);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.favourites).toEqual([
      expect.objectContaining({ contactID: hk[0]!.id, displayName: hk[0]!.displayName, email: hk[0]!.email }),
    ]);
    expect(res.json().data.recents).toEqual([
      expect.objectContaining({ contactID: hk[1]!.id, viewedAt: expect.any(String) }),
    ]);
    // Another user's lists are theirs alone.
    const other = await home(carmen);
    expect(other.json().data).toEqual({ favourites: [], recents: [] });
  });

  it('needs a session and FN-0000', async () => {
    expect((await home(null)).statusCode).toBe(401);
    const refused = await home(nora);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ result: false, error: { code: 'FORBIDDEN' } });
  });

  it('leaves out a contact the caller can no longer see, and forgets a deleted one', async () => {
    const moved = await t.db.prisma.contact.create({
      data: {
        ouId: f.ou.get('HPG-HK')!,
        firstName: 'Moving',
        familyName: 'Wong',
        displayName: 'Wong Moving',
        createdBy: 'test',
        modifiedBy: 'test',
      },
    });
    const gone = await t.db.prisma.contact.create({
      data: {
        ...{ ouId: f.ou.get('HPG-HK')!, createdBy: 'test', modifiedBy: 'test' },
        firstName: 'Gone',
        familyName: 'Lee',
        displayName: 'Lee Gone',
      },
    });
    for (const id of [moved.id, gone.id]) {
      expect((await star(carmen, id)).statusCode).toBe(200);
      expect((await view(carmen, id)).statusCode).toBe(200);
    }
    expect(ids((await home(carmen)).json().data.favourites)).toEqual(
      expect.arrayContaining([moved.id, gone.id]),
    );

    // Out of her Hong Kong scope: not shown (kept, so it comes back with the scope); deleted: gone.
    await t.db.prisma.contact.update({ where: { id: moved.id }, data: { ouId: f.ou.get('HPG')! } });
    await t.db.prisma.contact.delete({ where: { id: gone.id } });
    const after = (await home(carmen)).json().data;
    expect(ids(after.favourites)).not.toContain(moved.id);
    expect(ids(after.recents)).not.toContain(moved.id);
    expect(ids(after.favourites)).not.toContain(gone.id);
    expect(await t.db.prisma.favouriteContact.count({ where: { contactId: gone.id } })).toBe(0);
    // The employee, who sees the whole group, would still see the moved contact.
    expect((await star(employee, moved.id)).statusCode).toBe(200);
    expect(ids((await home(employee)).json().data.favourites)).toContain(moved.id);
  });
});

describe('POST /api/Home/SetFavourite', () => {
  it('stars once however often it is asked, and unstars', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await star(employee, hk[2]!.id);
      expect(res.json()).toMatchObject({ result: true, data: { contactID: hk[2]!.id, favourite: true } });
    }
    const owner = await userId(DEMO.employee);
    expect(await t.db.prisma.favouriteContact.count({ where: { userId: owner, contactId: hk[2]!.id } })).toBe(
      1,
    );
    expect((await star(employee, hk[2]!.id, false)).json().data.favourite).toBe(false);
    expect(ids((await home(employee)).json().data.favourites)).not.toContain(hk[2]!.id);
  });

  it.each([
    [{ contactID: 'abc', favourite: true }, 'body.contactID'],
    [{ contactID: 0, favourite: true }, 'body.contactID'],
    [{ favourite: true }, 'body.contactID'],
    [{ contactID: 1, favourite: 'yes' }, 'body.favourite'],
    [{ contactID: 1 }, 'body.favourite'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const res = await f.post(employee, '/api/Home/SetFavourite', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: false, error: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(res.json().error.details)).toContain(field.split('.')[1]);
  });

  it('needs a session, FN-0000 on the contact’s OU; an unknown contact is 404', async () => {
    expect((await star(null, hk[0]!.id)).statusCode).toBe(401);
    expect((await star(nora, hk[0]!.id)).statusCode).toBe(403);
    const outside = await star(carmen, root.id);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ result: false, error: { code: 'FORBIDDEN' } });
    const missing = await star(employee, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ result: false, error: { code: 'NOT_FOUND' } });
    expect(await t.db.prisma.favouriteContact.count({ where: { contactId: root.id } })).toBe(0);
  });

  it(`refuses a favourite beyond ${MAX_FAVOURITES} with a coded message`, async () => {
    const oscar = (await signIn(t.app, DEMO.ouAdmin)).browser;
    const owner = await userId(DEMO.ouAdmin);
    const many = await t.db.prisma.contact.findMany({
      where: { ouId: f.ou.get('HPG-HK-FIN')! },
      take: MAX_FAVOURITES + 1,
      select: { id: true },
    });
    await t.db.prisma.favouriteContact.createMany({
      data: many.slice(0, MAX_FAVOURITES).map((c) => ({ userId: owner, contactId: c.id })),
    });
    const res = await star(oscar, many[MAX_FAVOURITES]!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      result: false,
      error: { messageCode: 'FAVOURITES_FULL', params: { max: MAX_FAVOURITES } },
    });
    // Starring one already starred is no new favourite.
    expect((await star(oscar, many[0]!.id)).statusCode).toBe(200);
  });
});

describe('POST /api/Home/RecordContactView', () => {
  it(`keeps the ${RECENT_CONTACTS_KEPT} newest contacts, newest first, each once`, async () => {
    for (const c of hk) expect((await view(carmen, c.id)).statusCode).toBe(200);
    expect((await view(carmen, hk[0]!.id)).statusCode).toBe(200);
    const recents = ids((await home(carmen)).json().data.recents);
    expect(recents).toHaveLength(RECENT_CONTACTS_KEPT);
    expect(recents[0]).toBe(hk[0]!.id);
    expect(recents[1]).toBe(hk.at(-1)!.id);
    expect(new Set(recents).size).toBe(recents.length);
    const owner = await userId(DEMO.maintainer);
    expect(await t.db.prisma.recentContact.count({ where: { userId: owner } })).toBe(RECENT_CONTACTS_KEPT);
  });

  it(`forgets views older than ${RECENT_CONTACTS_DAYS} days`, async () => {
    const owner = await userId(DEMO.employee);
    const old = new Date(Date.now() - (RECENT_CONTACTS_DAYS + 1) * 24 * 3600 * 1000);
    await t.db.prisma.recentContact.upsert({
      where: { userId_contactId: { userId: owner, contactId: hk[5]!.id } },
      create: { userId: owner, contactId: hk[5]!.id, viewedAt: old },
      update: { viewedAt: old },
    });
    expect(ids((await home(employee)).json().data.recents)).not.toContain(hk[5]!.id);
    await view(employee, hk[6]!.id);
    expect(await t.db.prisma.recentContact.count({ where: { userId: owner, contactId: hk[5]!.id } })).toBe(0);
  });

  it.each([{ contactID: 'x' }, { contactID: -3 }, {}, { contactID: 1.5 }])(
    'refuses %j with 400',
    async (payload) => {
      const res = await f.post(employee, '/api/Home/RecordContactView', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: false, error: { code: 'VALIDATION_FAILED' } });
    },
  );

  it('needs a session, FN-0000 on the contact’s OU; an unknown contact is 404', async () => {
    expect((await view(null, hk[0]!.id)).statusCode).toBe(401);
    expect((await view(nora, hk[0]!.id)).statusCode).toBe(403);
    expect((await view(carmen, root.id)).statusCode).toBe(403);
    expect((await view(employee, 999_999)).statusCode).toBe(404);
    const owner = await userId(DEMO.maintainer);
    expect(await t.db.prisma.recentContact.count({ where: { userId: owner, contactId: root.id } })).toBe(0);
  });
});
