import type { ContactSearchItem } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryFixture, type DirectoryFixture } from '../../test/directory-fixture.js';
import type { InjectBrowser } from '../../test/inject-browser.js';

// The contact maintenance search (/ContactMaintenance/BasicSearch and /AdvanceSearch) is the directory's
// search narrowed by `functionCode` to the OUs where the caller may maintain contacts (FN-0003 family).
let f: DirectoryFixture;
let employee: InjectBrowser;
let carmen: InjectBrowser;
let ou: Map<string, number>;

beforeAll(async () => {
  f = await createDirectoryFixture();
  ({ employee, carmen, ou } = f);
});
afterAll(() => f.t.close());

const basic = (browser: InjectBrowser | null, payload: unknown) =>
  f.post(browser, '/api/Contacts/ContactBasicSearch/', payload);
const advance = (browser: InjectBrowser | null, payload: unknown) =>
  f.post(browser, '/api/Contacts/ContactAdvanceSearch/', payload);
const ouIds = (res: { json(): { data: { items: ContactSearchItem[] } } }) =>
  new Set(res.json().data.items.map((i) => i.ouID));

describe('contact search for maintenance (functionCode FN-0003)', () => {
  it('lists only contacts in OUs where the caller holds FN-0003 or a variant', async () => {
    // carmen.lee: FN-0003 on Hong Kong Finance only, FN-0000 on Hong Kong through the trusted domain.
    const directory = await basic(carmen, { searchText: '', ouID: ou.get('HPG-HK'), pageSize: 200 });
    expect(directory.statusCode).toBe(200);
    expect(ouIds(directory).size).toBeGreaterThan(1);
    const maintainable = await basic(carmen, { searchText: '', functionCode: 'FN-0003', pageSize: 200 });
    expect(maintainable.statusCode).toBe(200);
    expect(maintainable.json().data.total).toBeGreaterThan(0);
    expect([...ouIds(maintainable)]).toEqual([ou.get('HPG-HK-FIN')]);

    const advanced = await advance(carmen, { country: 'HK', functionCode: 'FN-0003', pageSize: 200 });
    expect(advanced.statusCode).toBe(200);
    expect([...ouIds(advanced)]).toEqual([ou.get('HPG-HK-FIN')]);
    const wide = await advance(carmen, { country: 'HK', pageSize: 200 });
    expect(ouIds(wide).size).toBeGreaterThan(1);
  });

  it('"Did you mean" offers only names of contacts the caller may see', async () => {
    // The demo's Markuses all work outside Hong Kong Finance, where carmen maintains contacts.
    const everyone = await basic(employee, { searchText: 'mrkaus' });
    expect(everyone.json().data.suggestions).toEqual(['markus']);
    const finance = await basic(carmen, { searchText: 'mrkaus', functionCode: 'FN-0003' });
    expect(finance.statusCode).toBe(200);
    expect(finance.json().data.total).toBe(0);
    expect(finance.json().data.suggestions).toBeUndefined();
  });

  it('is 403 for a caller without the code, or for an OU where they do not hold it', async () => {
    expect((await basic(employee, { searchText: 'chan', functionCode: 'FN-0003' })).statusCode).toBe(403);
    expect((await advance(employee, { name: 'chan', functionCode: 'FN-0003A' })).statusCode).toBe(403);
    const hk = { searchText: '', ouID: ou.get('HPG-HK'), functionCode: 'FN-0003' };
    expect((await basic(carmen, hk)).statusCode).toBe(403);
    expect((await advance(carmen, { name: 'chan', ...hk })).statusCode).toBe(403);
  });

  it('refuses an unknown function code (400), needs a session (401), 404 for an unknown OU', async () => {
    for (const functionCode of ['FN-0001', 'FN-0003D', 'SystemAdministrator', 3]) {
      const res = await basic(carmen, { searchText: 'chan', functionCode });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].path).toBe('body.functionCode');
    }
    expect((await basic(null, { searchText: 'chan', functionCode: 'FN-0003' })).statusCode).toBe(401);
    const unknown = { searchText: 'chan', ouID: 999_999, functionCode: 'FN-0003' };
    expect((await basic(carmen, unknown)).statusCode).toBe(404);
  });
});
