import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { hashPassword } from '../password.js';
import { buildContactSearchText } from '../search-text.js';
import { generateDemoContacts, type ContactSeed } from './contacts.js';
import { COUNTRIES } from './countries.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { ORGANIZATION } from './organization.js';

type Tx = Prisma.TransactionClient;

export interface SeedOptions {
  log?: (message: string) => void;
  /** Multiplies the head count of every OU (1 gives about 2,000 contacts). */
  scale?: number;
}

export interface SeedSummary {
  organizationUnits: number;
  departments: number;
  contactsAdded: number;
}

export const SEED_ACTOR = 'seed';
// Replicas starting together on an empty database would both seed; the second waits, then adds nothing.
const SEED_LOCK_KEY = 4_356_002;

/**
 * Loads the Harbour Pacific Group demo data. Idempotent: everything is keyed by stable codes (OU code,
 * department code, domain, email, account id), so a second run adds nothing and never overwrites what an
 * administrator has changed since. Runs in one transaction: a failed seed leaves no half-made directory.
 */
export async function seedDemoData(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const contacts = generateDemoContacts({ scale: options.scale });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`;
      await tx.country.createMany({ data: [...COUNTRIES], skipDuplicates: true });
      const ouIds = await seedOrganizationUnits(tx);
      const departmentIds = await seedDepartments(tx, ouIds);
      const contactsAdded = await seedContacts(tx, contacts, ouIds, departmentIds);
      await seedDemoAccounts(tx, ouIds, passwordHash);
      return { organizationUnits: ouIds.size, departments: departmentIds.size, contactsAdded };
    },
    { maxWait: 60_000, timeout: 300_000 },
  );
  log(
    `demo data: ${summary.organizationUnits} OUs, ${summary.departments} departments, ` +
      `${summary.contactsAdded} contacts added (${Date.now() - started} ms)`,
  );
  return summary;
}

/** Top-down, so every parent exists and has its path before its children. */
async function seedOrganizationUnits(tx: Tx): Promise<Map<string, number>> {
  const existing = await tx.organizationUnit.findMany({
    select: { id: true, code: true, path: true, depth: true },
  });
  const byCode = new Map(existing.map((ou) => [ou.code, ou]));
  for (const ou of ORGANIZATION) {
    if (byCode.has(ou.code)) continue;
    const parent = ou.parent ? byCode.get(ou.parent) : undefined;
    if (ou.parent && !parent) throw new Error(`OU ${ou.code} comes before its parent ${ou.parent}`);
    const created = await tx.organizationUnit.create({
      data: {
        code: ou.code,
        name: ou.name,
        nameZh: ou.nameZh,
        parentId: parent?.id ?? null,
        path: '/',
        depth: parent ? parent.depth + 1 : 0,
        workingLocation: ou.workingLocation,
        telexAndCable: ou.telexAndCable ?? null,
        website: ou.website ?? null,
        countryCode: ou.country,
        createdBy: SEED_ACTOR,
        modifiedBy: SEED_ACTOR,
        trustedDomains: ou.trustedDomain
          ? { create: { domain: ou.trustedDomain, createdBy: SEED_ACTOR } }
          : undefined,
      },
    });
    const path = `${parent?.path ?? '/'}${created.id}/`;
    await tx.organizationUnit.update({ where: { id: created.id }, data: { path } });
    byCode.set(ou.code, { ...created, path });
  }
  return new Map([...byCode].map(([code, ou]) => [code, ou.id]));
}

async function seedDepartments(tx: Tx, ouIds: Map<string, number>): Promise<Map<string, number>> {
  await tx.department.createMany({
    data: ORGANIZATION.flatMap((ou) =>
      ou.departments.map((d) => ({
        ouId: ouIds.get(ou.code)!,
        code: d.code,
        name: d.name,
        nameZh: d.nameZh,
        createdBy: SEED_ACTOR,
        modifiedBy: SEED_ACTOR,
      })),
    ),
    skipDuplicates: true,
  });
  const rows = await tx.department.findMany({ select: { id: true, ouId: true, code: true } });
  return new Map(rows.map((d) => [`${d.ouId}/${d.code}`, d.id]));
}

/** Contacts have no natural key; the seed's own rows are recognised by OU and email. */
async function seedContacts(
  tx: Tx,
  contacts: ContactSeed[],
  ouIds: Map<string, number>,
  departmentIds: Map<string, number>,
): Promise<number> {
  const seeded = await tx.contact.findMany({
    where: { createdBy: SEED_ACTOR },
    select: { ouId: true, email: true },
  });
  const have = new Set(seeded.map((c) => `${c.ouId}/${c.email}`));
  const missing = contacts.filter((c) => !have.has(`${ouIds.get(c.ouCode)}/${c.email}`));

  for (let start = 0; start < missing.length; start += 1000) {
    const batch = missing.slice(start, start + 1000);
    const created = await tx.contact.createManyAndReturn({
      data: batch.map((c) => contactRow(c, ouIds, departmentIds)),
      select: { id: true },
    });
    // createManyAndReturn gives rows back in insert order on PostgreSQL (RETURNING of one INSERT).
    const emails: Prisma.ContactEmailCreateManyInput[] = [];
    const phones: Prisma.ContactPhoneCreateManyInput[] = [];
    created.forEach(({ id }, i) => {
      const c = batch[i]!;
      c.secondaryEmails.forEach((email, n) => emails.push({ contactId: id, email, position: n + 1 }));
      const positions = { PHONE: 0, MOBILE: 0 };
      for (const p of c.secondaryPhones) phones.push({ contactId: id, ...p, position: ++positions[p.kind] });
    });
    await tx.contactEmail.createMany({ data: emails });
    await tx.contactPhone.createMany({ data: phones });
  }
  return missing.length;
}

function contactRow(
  c: ContactSeed,
  ouIds: Map<string, number>,
  departmentIds: Map<string, number>,
): Prisma.ContactCreateManyInput {
  const ouId = ouIds.get(c.ouCode)!;
  const { secondaryEmails: _emails, secondaryPhones: _phones, ouCode: _ou, departmentCode, ...fields } = c;
  return {
    ...fields,
    ouId,
    departmentId: departmentCode ? (departmentIds.get(`${ouId}/${departmentCode}`) ?? null) : null,
    searchText: buildContactSearchText(c),
    createdBy: SEED_ACTOR,
    modifiedBy: SEED_ACTOR,
  };
}

async function seedDemoAccounts(tx: Tx, ouIds: Map<string, number>, passwordHash: string): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const profile = {
      email: account.email,
      givenName: account.givenName,
      familyName: account.familyName,
      groups: account.groups,
      description: account.description,
    };
    // The profile follows the code; a password someone changed stays changed.
    await tx.idpAccount.upsert({
      where: { id: account.id },
      create: { id: account.id, passwordHash, ...profile },
      update: profile,
    });
    if (!account.appUser) continue;
    const user = await tx.user.upsert({
      where: { email: account.email },
      create: {
        email: account.email,
        displayName: `${account.givenName} ${account.familyName}`,
        givenName: account.givenName,
        familyName: account.familyName,
      },
      update: {},
    });
    await tx.permissionGrant.createMany({
      data: account.grants.flatMap((g) =>
        g.functionCodes.map((functionCode) => ({
          userId: user.id,
          ouId: ouIds.get(g.ouCode)!,
          functionCode,
          includesSubsidiaries: g.includesSubsidiaries,
          grantedBy: SEED_ACTOR,
        })),
      ),
      skipDuplicates: true,
    });
  }
}
