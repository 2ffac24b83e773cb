// checkMove and movePreview on a cloned demo database, without the app: cheap enough to run once per
// mutant (`pnpm mutation:api`). ou-move.test.ts covers the same through the routes.
import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authorization } from '../auth/authorization.js';
import { checkMove, movePreview } from './ou-move.js';

type Ou = { id: number; path: string; parentId: number | null; name: string; nameZh: string | null };
let db: TestDatabase;
let china: Ou;
let hk: Ou;
/** FN-0001 over the whole group. */
let admin: Authorization;

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
  const ou = (code: string) => db.prisma.organizationUnit.findUniqueOrThrow({ where: { code } });
  const root = await ou('HPG');
  [china, hk] = await Promise.all([ou('HPG-CN'), ou('HPG-HK')]);
  admin = new Authorization(
    [{ ouId: root.id, ouPath: root.path, codes: ['FN-0001'], includesSubsidiaries: true, source: 'grant' }],
    false,
  );
});
afterAll(() => db.drop());

/** A new OU under `parent`; the database fills in its path. */
const makeOu = async (code: string, parent: Ou): Promise<Ou> => {
  const { id } = await db.prisma.organizationUnit.create({
    data: {
      code,
      name: `Unit ${code}`,
      parentId: parent.id,
      path: '/',
      depth: 0,
      createdBy: 't',
      modifiedBy: 't',
    },
  });
  return db.prisma.organizationUnit.findUniqueOrThrow({ where: { id } });
};

describe('checkMove', () => {
  it('refuses a parent inside the moved subtree on the given field', async () => {
    const refused = await checkMove(db.prisma, admin, china, china, 'body.parentOUID').catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'An OU cannot move under itself or one of its subsidiaries.',
      details: [
        {
          path: 'body.parentOUID',
          message: 'An OU cannot move under itself or one of its subsidiaries.',
          messageCode: 'OU_MOVE_UNDER_ITSELF',
        },
      ],
    });
  });
});

describe('movePreview', () => {
  it('counts only grants with subsidiaries above the new parent as reaching the moved subtree', async () => {
    const parent = await makeOu('CHK-PARENT', hk);
    const moved = await makeOu('CHK-MOVED', china);
    const preview = async () => {
      const subtree = await checkMove(db.prisma, admin, moved, parent, 'body.parentOUID');
      return movePreview(db.prisma, moved, parent, subtree);
    };
    const grantTo = async (email: string, includesSubsidiaries: boolean) => {
      const user = await db.prisma.user.create({ data: { email } });
      await db.prisma.permissionGrant.create({
        data: {
          userId: user.id,
          ouId: parent.id,
          functionCode: 'FN-0005',
          includesSubsidiaries,
          grantedBy: 't',
        },
      });
    };
    const before = await preview();
    expect(before).toMatchObject({
      ouID: moved.id,
      parentOUID: parent.id,
      currentParent: { ouID: china.id, name: china.name, nameZh: china.nameZh },
      newParent: { ouID: parent.id, name: parent.name, nameZh: null },
      ouCount: 1,
      contactCount: 0,
    });

    await grantTo('only.here@example.com', false); // reaches the parent alone, not what moves under it
    expect((await preview()).gainingUsers).toBe(before.gainingUsers);
    await grantTo('whole.subtree@example.com', true);
    expect((await preview()).gainingUsers).toBe(before.gainingUsers + 1);
  });
});
