import type { Prisma, PrismaClient } from '@cd/db';
import type { ContactImportValues } from './parser/contact-row.js';
import type { ExistingContact } from './parser/plan.js';

type Reader = Pick<Prisma.TransactionClient, 'contact'> | PrismaClient;
const BATCH = 5000;

/** The contacts whose primary email is one of `emails` (stored lower case), in the shape an import row has. */
export async function existingContactsByEmail(
  db: Reader,
  emails: string[],
): Promise<Map<string, ExistingContact[]>> {
  const found = new Map<string, ExistingContact[]>();
  const unique = [...new Set(emails)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const contacts = await db.contact.findMany({
      where: { email: { in: unique.slice(i, i + BATCH) } },
      include: { ou: { select: { name: true } }, secondaryEmails: { orderBy: { position: 'asc' } } },
    });
    for (const c of contacts) {
      const email = c.email!;
      const values: ContactImportValues = {
        email,
        firstName: c.firstName,
        middleName: c.middleName,
        familyName: c.familyName,
        displayName: c.displayName,
        localName: c.localName,
        chineseName: c.chineseName,
        title: c.title,
        departmentId: c.departmentId,
        secondaryEmails: c.secondaryEmails.map((e) => e.email),
        phoneCountryCode: c.phoneCountryCode,
        phoneAreaCode: c.phoneAreaCode,
        phoneNumber: c.phoneNumber,
        phoneExtension: c.phoneExtension,
        mobileCountryCode: c.mobileCountryCode,
        mobileNumber: c.mobileNumber,
        fax: c.fax,
        workingLocation: c.workingLocation,
        isMasterRecord: c.isMasterRecord,
      };
      found.set(email, [...(found.get(email) ?? []), { id: c.id, ouId: c.ouId, ouName: c.ou.name, values }]);
    }
  }
  return found;
}
