import { OU_SEARCH_LIMIT, OU_TREE_LIMIT, type OuNavigationTree, type OuTreeNode } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryFixture, type DirectoryFixture } from '../../test/directory-fixture.js';
import type { InjectBrowser } from '../../test/inject-browser.js';

/** More children under one OU than one answer lists, so the tree is capped at every level. */
const BULK_UNITS = OU_TREE_LIMIT + 12;

let f: DirectoryFixture;
let bulk: number;
let zurichDesk: number;

beforeAll(async () => {
  f = await createDirectoryFixture();
  const prisma = f.t.db.prisma;
  // The path and depth are filled by the database's trigger from the parent.
  const placed = { path: '/', depth: 0, createdBy: 'test', modifiedBy: 'test' };
  bulk = (
    await prisma.organizationUnit.create({
      data: { ...placed, code: 'ZZ-BULK', name: 'Bulk Holdings', parentId: f.ou.get('HPG-HK')! },
    })
  ).id;
  await prisma.organizationUnit.createMany({
    data: Array.from({ length: BULK_UNITS }, (_, i) => ({
      ...placed,
      code: `ZZ-BULK-${String(i + 1).padStart(4, '0')}`,
      name: `Bulk Unit ${String(i + 1).padStart(4, '0')}`,
      parentId: bulk,
    })),
  });
  const seventh = await prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'ZZ-BULK-0007' } });
  zurichDesk = (
    await prisma.organizationUnit.create({
      data: { ...placed, code: 'ZZ-ZRH', name: 'Zürich Desk', nameZh: '蘇黎世辦事處', parentId: seventh.id },
    })
  ).id;
});
afterAll(() => f.t.close());

const tree = '/api/OrganizationUnits/GetOUNavigationTree';
const get = (browser: InjectBrowser | null, query: string) => f.get(browser, `${tree}?${query}`);
const treeOf = async (browser: InjectBrowser, query: string): Promise<OuNavigationTree> => {
  const res = await get(browser, query);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const codes = (nodes: OuTreeNode[]) => nodes.map((node) => node.code);

describe(`GetOUNavigationTree over more than ${OU_TREE_LIMIT} OUs`, () => {
  it('lists the visible roots only, saying the tree is not complete', async () => {
    const roots = await treeOf(f.employee, 'function=FN-0000');
    expect(roots).toMatchObject({ complete: false, truncated: false });
    expect(roots.nodes.every((node) => node.parentOuID === null)).toBe(true);
    expect(codes(roots.nodes)).toContain('HPG');
  });

  it('lists one OU’s children up to the limit and says more exist', async () => {
    const children = await treeOf(f.employee, `ouID=${bulk}`);
    expect(children.nodes).toHaveLength(OU_TREE_LIMIT);
    expect(children.truncated).toBe(true);
    expect(children.nodes.every((node) => node.parentOuID === bulk)).toBe(true);
    expect(children.nodes[0]).toMatchObject({ code: 'ZZ-BULK-0001', hasChildren: false });
    expect(children.nodes.find((node) => node.code === 'ZZ-BULK-0007')).toMatchObject({ hasChildren: true });

    const few = await treeOf(f.employee, `ouID=${f.ou.get('HPG-HK')}`);
    expect(few.truncated).toBe(false);
    expect(codes(few.nodes)).toContain('ZZ-BULK');
  });

  it('searches every visible OU by code or either name, ignoring case and accents, best first', async () => {
    const zurich = await treeOf(f.employee, 'searchText=zurich');
    expect(codes(zurich.nodes)).toEqual(['ZZ-ZRH']);
    expect(zurich.nodes[0]).toMatchObject({ ouID: zurichDesk, parentOuID: expect.any(Number) });
    expect(codes((await treeOf(f.employee, `searchText=${encodeURIComponent('蘇黎世')}`)).nodes)).toEqual([
      'ZZ-ZRH',
    ]);

    const many = await treeOf(f.employee, 'searchText=bulk');
    expect(many.nodes).toHaveLength(OU_SEARCH_LIMIT);
    expect(many.truncated).toBe(true);
    expect(many.nodes[0]!.code).toBe('ZZ-BULK');

    // "unit 051" is inside the names of the Bulk Units 0510-0512, not at their start.
    expect(codes((await treeOf(f.employee, 'searchText=unit%20051')).nodes)).toEqual([
      'ZZ-BULK-0510',
      'ZZ-BULK-0511',
      'ZZ-BULK-0512',
    ]);
  });

  it('searches only the OUs the caller holds the function on', async () => {
    // carmen holds FN-0003 on Hong Kong Finance only; FN-0000 on all of Hong Kong.
    expect((await treeOf(f.carmen, 'function=FN-0003&searchText=zurich')).nodes).toEqual([]);
    expect(codes((await treeOf(f.carmen, 'searchText=zurich')).nodes)).toEqual(['ZZ-ZRH']);
    expect(codes((await treeOf(f.carmen, 'searchText=harbour')).nodes)).not.toContain('HPG');
  });

  it('opens the path down to a selected OU, each level with its siblings', async () => {
    const opened = await treeOf(f.employee, `selectedOuID=${zurichDesk}`);
    expect(opened.selectedOuID).toBe(zurichDesk);
    const listed = codes(opened.nodes);
    expect(listed).toEqual(expect.arrayContaining(['HPG', 'HPG-HK', 'ZZ-BULK', 'ZZ-BULK-0007', 'ZZ-ZRH']));
    expect(listed).toContain('HPG-HK-FIN');
    expect(listed.filter((code) => code.startsWith('ZZ-BULK-'))).toHaveLength(OU_TREE_LIMIT);
  });

  it.each([
    ['searchText=%20%20', 'querystring.searchText'],
    [`searchText=${'x'.repeat(2000)}`, 'querystring.searchText'],
    ['searchText=a%00b', 'querystring.searchText'],
    [`ouID=${1}&searchText=bulk`, 'querystring.searchText'],
    ['selectedOuID=abc', 'querystring.selectedOuID'],
    ['selectedOuID=0', 'querystring.selectedOuID'],
    ['selectedOuID=1&contactID=1', 'querystring.selectedOuID'],
  ])('refuses %s naming the field', async (query, path) => {
    const res = await get(f.employee, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path }] });
  });

  it('needs a session', async () => {
    expect((await get(null, 'searchText=bulk')).statusCode).toBe(401);
    expect((await get(null, `selectedOuID=${zurichDesk}`)).statusCode).toBe(401);
  });

  it('refuses a caller without the function, or an OU outside their grants', async () => {
    expect((await get(f.nora, 'searchText=bulk')).statusCode).toBe(403);
    expect((await get(f.carmen, `function=FN-0003&selectedOuID=${zurichDesk}`)).statusCode).toBe(403);
    expect((await get(f.carmen, `selectedOuID=${f.ou.get('HPG')}`)).statusCode).toBe(403);
  });

  it('answers 404 for an OU that does not exist', async () => {
    expect((await get(f.employee, 'selectedOuID=999999')).statusCode).toBe(404);
    expect((await get(f.employee, 'ouID=999999')).statusCode).toBe(404);
  });
});
