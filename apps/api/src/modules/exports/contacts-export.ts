import type { PrismaClient } from '@cd/db';
import type { ExportCell } from '../../lib/xlsx-stream.js';
import { formatPhone } from '../../lib/phone-format.js';

const BATCH = 2000;

/**
 * The contacts of the given OUs in export column order, read in id-ordered batches (keyset paging), so
 * memory holds one batch whatever the total.
 */
export async function* contactExportRows(
  prisma: PrismaClient,
  ouIds: number[],
): AsyncGenerator<ExportCell[]> {
  let after = 0;
  for (;;) {
    const batch = await prisma.contact.findMany({
      where: { ouId: { in: ouIds }, id: { gt: after } },
      orderBy: { id: 'asc' },
      take: BATCH,
      include: {
        ou: { select: { code: true, name: true } },
        department: { select: { name: true } },
        secondaryEmails: { orderBy: { position: 'asc' }, select: { email: true } },
        secondaryPhones: { orderBy: [{ kind: 'asc' }, { position: 'asc' }] },
      },
    });
    for (const c of batch) {
      const phones = (kind: 'PHONE' | 'MOBILE') =>
        c.secondaryPhones
          .filter((p) => p.kind === kind)
          .map((p) => formatPhone(p))
          .filter(Boolean)
          .join('; ');
      yield [
        c.id,
        c.displayName,
        c.firstName,
        c.middleName,
        c.familyName,
        c.localName,
        c.chineseName,
        c.title,
        c.ou.code,
        c.ou.name,
        c.department?.name,
        c.email,
        c.secondaryEmails.map((e) => e.email).join('; '),
        formatPhone({
          countryCode: c.phoneCountryCode,
          areaCode: c.phoneAreaCode,
          number: c.phoneNumber,
          extension: c.phoneExtension,
        }),
        phones('PHONE'),
        formatPhone({ countryCode: c.mobileCountryCode, number: c.mobileNumber }),
        phones('MOBILE'),
        c.fax,
        c.workingLocation,
        c.isMasterRecord ? 'Yes' : 'No',
        c.source,
        c.createdBy,
        c.createdAt.toISOString(),
        c.modifiedBy,
        c.modifiedAt.toISOString(),
      ];
    }
    if (batch.length < BATCH) return;
    after = batch[batch.length - 1]!.id;
  }
}
