// One master contact per email (decision 086) on a cloned demo database, without the app: who is told the
// other master's name, and the unique index's refusal as the same 409. grant-moves.test.ts covers the
// routes; this runs once per mutant (`pnpm mutation:api`).
import { serverMessageIn } from '@cd/contracts/server-message-texts';
import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { grantOn, seededOus, type GrantOu } from '../../test/grant-fixtures.js';
import { Authorization } from '../auth/authorization.js';
import { masterEmailInUse, refuseSecondMaster, writeMaster } from './master-contact.js';

type Ou = GrantOu;
let db: TestDatabase;
let hk: Ou;
let fin: Ou;
let finNameZh: string;
let china: Ou;

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
  [hk, fin, china] = await seededOus(db.prisma, 'HPG-HK', 'HPG-HK-FIN', 'HPG-CN');
  finNameZh = (await db.prisma.organizationUnit.findUniqueOrThrow({ where: { id: fin.id } })).nameZh!;
});
afterAll(() => db.drop());

/** Someone holding only `codes` on `ou` itself. */
const holding = (ou: Ou, ...codes: string[]) => new Authorization([grantOn(ou, codes)], false);

let serial = 0;
async function contact(ou: Ou, isMasterRecord: boolean, address = `master.${++serial}@example.com`) {
  return db.prisma.contact.create({
    data: {
      firstName: 'Mary',
      familyName: `Master${serial}`,
      displayName: `Mary Master${serial}`,
      email: address,
      ouId: ou.id,
      isMasterRecord,
      createdBy: 'test',
      modifiedBy: 'test',
    },
  });
}

const refusal = (run: () => Promise<unknown>) =>
  run().then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      const { code, message, details, serverMessage } = error as AppError;
      return { code, message, details, serverMessage };
    },
  );

describe('refuseSecondMaster', () => {
  it('names the other master to a caller who may search or maintain contacts on its OU', async () => {
    const other = await contact(fin, true);
    const email = other.email!;
    const taken = `${other.displayName} (${fin.name}) is already the master contact for ${email}; only one contact per email can be the master.`;
    const coded = {
      messageCode: 'CONTACT_MASTER_EMAIL_TAKEN',
      params: { email, name: other.displayName, ouName: fin.name, ouNameZh: finNameZh },
    };
    for (const code of ['FN-0000', 'FN-0003', 'FN-0003A', 'FN-0003B', 'FN-0003C']) {
      expect(await refusal(() => refuseSecondMaster(db.prisma, holding(fin, code), { email }))).toEqual({
        code: 'CONFLICT',
        message: taken,
        details: [{ path: 'body.email', message: taken, ...coded }],
        serverMessage: coded,
      });
    }
  });

  it("names the other master's OU in Chinese to a zh-HK reader", async () => {
    const other = await contact(fin, true);
    const error = await refusal(() =>
      refuseSecondMaster(db.prisma, holding(fin, 'FN-0003'), { email: other.email! }),
    );
    expect(finNameZh).toBeTruthy();
    const zh = serverMessageIn(error.serverMessage!, 'zh-HK');
    expect(zh).toContain(`（${finNameZh}）`);
    expect(zh).not.toContain(fin.name);
    expect(serverMessageIn(error.serverMessage!, 'en')).toContain(`(${fin.name})`);
  });

  it('says only that the address is in use to anyone else', async () => {
    const other = await contact(fin, true);
    const email = other.email!;
    const inUse = `${email} is already in use by another master contact.`;
    const coded = { messageCode: 'CONTACT_MASTER_EMAIL_IN_USE', params: { email } };
    for (const authz of [holding(china, 'FN-0000', 'FN-0003'), holding(fin, 'FN-0005', 'FN-0001')]) {
      expect(await refusal(() => refuseSecondMaster(db.prisma, authz, { email }))).toEqual({
        code: 'CONFLICT',
        message: inUse,
        details: [{ path: 'body.email', message: inUse, ...coded }],
        serverMessage: coded,
      });
    }
  });

  it('lets the master itself keep its email, and ignores contacts that only share the address', async () => {
    const master = await contact(hk, true);
    const email = master.email!;
    await contact(fin, false, email);
    const authz = holding(hk, 'FN-0003');
    await expect(
      refuseSecondMaster(db.prisma, authz, { email, contactId: master.id }),
    ).resolves.toBeUndefined();
    const shared = await contact(fin, false);
    await expect(refuseSecondMaster(db.prisma, authz, { email: shared.email! })).resolves.toBeUndefined();
    // A new contact (no id) or another one may not become a second master.
    await expect(refusal(() => refuseSecondMaster(db.prisma, authz, { email }))).resolves.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      refusal(() => refuseSecondMaster(db.prisma, authz, { email, contactId: master.id + 1_000_000 })),
    ).resolves.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('writeMaster', () => {
  const uniqueViolation = Object.assign(new Error('Unique constraint failed'), { code: 'P2002' });

  it('answers what the write returns', async () => {
    await expect(writeMaster('a@example.com', async () => 42)).resolves.toBe(42);
  });

  it('turns the unique index’s refusal into the 409 of an address in use', async () => {
    const refused = await refusal(() =>
      writeMaster('race@example.com', () => Promise.reject(uniqueViolation)),
    );
    const expected = masterEmailInUse('race@example.com');
    expect(refused).toEqual({
      code: 'CONFLICT',
      message: 'race@example.com is already in use by another master contact.',
      details: expected.details,
      serverMessage: { messageCode: 'CONTACT_MASTER_EMAIL_IN_USE', params: { email: 'race@example.com' } },
    });
  });

  it('passes on every other failure unchanged, and a unique violation of a contact without email', async () => {
    const other = Object.assign(new Error('Foreign key'), { code: 'P2003' });
    await expect(writeMaster('a@example.com', () => Promise.reject(other))).rejects.toBe(other);
    await expect(writeMaster(null, () => Promise.reject(uniqueViolation))).rejects.toBe(uniqueViolation);
    await expect(writeMaster('a@example.com', () => Promise.reject(null))).rejects.toBeNull();
  });
});
