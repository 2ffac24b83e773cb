import {
  contactSourceLabels,
  exportOnlyColumns,
  formatPhone,
  importColumns,
  yesNoLabels,
  type ExportOnlyColumnKey,
  type FileLanguage,
  type ImportColumnKey,
  type PhoneParts,
} from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { ExportCell } from '../../lib/xlsx-stream.js';

const BATCH = 2000;
const columnKeys = [...importColumns, ...exportOnlyColumns].map((c) => c.key);

interface ExportContactRow {
  id: number;
  displayName: string;
  firstName: string;
  middleName: string | null;
  familyName: string;
  localName: string | null;
  chineseName: string | null;
  title: string | null;
  ouCode: string;
  ouName: string;
  department: string | null;
  email: string | null;
  secondaryEmails: string | null;
  phoneCountryCode: string | null;
  phoneAreaCode: string | null;
  phoneNumber: string | null;
  phoneExtension: string | null;
  /** Secondary phones in position order, as JSON ([] when none). */
  phones: (PhoneParts & { kind: 'PHONE' | 'MOBILE' })[];
  mobileCountryCode: string | null;
  mobileNumber: string | null;
  fax: string | null;
  workingLocation: string | null;
  isMasterRecord: boolean;
  source: string;
  createdBy: string;
  createdAt: Date;
  modifiedBy: string;
  modifiedAt: Date;
}

/**
 * The contacts of the given OUs in export column order, read in id-ordered batches (keyset paging: each
 * batch a short statement of its own, so no transaction or cursor stays open for the whole download and
 * memory holds one batch whatever the total). One statement per batch with its joins and the secondary
 * emails and phones aggregated: Prisma's include cost five queries and their objects per batch.
 */
export async function* contactExportRows(
  prisma: PrismaClient,
  ouIds: number[],
  language: FileLanguage,
): AsyncGenerator<ExportCell[]> {
  const yesNo = yesNoLabels[language];
  const sourceLabel = contactSourceLabels[language];
  let after = 0;
  for (;;) {
    const batch = await prisma.$queryRaw<ExportContactRow[]>`
      SELECT c.id, c.display_name AS "displayName", c.first_name AS "firstName", c.middle_name AS "middleName",
             c.family_name AS "familyName", c.local_name AS "localName", c.chinese_name AS "chineseName",
             c.title, o.code AS "ouCode", o.name AS "ouName", d.name AS department, c.email,
             (SELECT string_agg(e.email, '; ' ORDER BY e.position) FROM contact_email e
               WHERE e.contact_id = c.id) AS "secondaryEmails",
             c.phone_country_code AS "phoneCountryCode", c.phone_area_code AS "phoneAreaCode",
             c.phone_number AS "phoneNumber", c.phone_extension AS "phoneExtension",
             coalesce((SELECT json_agg(json_build_object('kind', p.kind, 'countryCode', p.country_code,
                                 'areaCode', p.area_code, 'number', p.number, 'extension', p.extension)
                                 ORDER BY p.position)
                         FROM contact_phone p WHERE p.contact_id = c.id), '[]') AS phones,
             c.mobile_country_code AS "mobileCountryCode", c.mobile_number AS "mobileNumber", c.fax,
             c.working_location AS "workingLocation", c.is_master_record AS "isMasterRecord",
             c.source::text AS source, c.created_by AS "createdBy", c.created_at AS "createdAt",
             c.modified_by AS "modifiedBy", c.modified_at AS "modifiedAt"
        FROM contact c
        JOIN organization_unit o ON o.id = c.ou_id
        LEFT JOIN department d ON d.id = c.department_id
       WHERE c.ou_id = ANY(${ouIds}::int[]) AND c.id > ${after}
       ORDER BY c.id
       LIMIT ${BATCH}`;
    for (const c of batch) {
      const phones = (kind: 'PHONE' | 'MOBILE') =>
        c.phones
          .filter((p) => p.kind === kind)
          .map((p) => formatPhone(p))
          .filter(Boolean)
          .join('; ');
      // Keyed by column, written in the columns' order: the template's cells as the import reads them
      // (phone parts apart, codes as dialling digits), then the export's own.
      const cells: Record<ImportColumnKey | ExportOnlyColumnKey, ExportCell> = {
        email: c.email,
        firstName: c.firstName,
        middleName: c.middleName,
        familyName: c.familyName,
        displayName: c.displayName,
        localName: c.localName,
        chineseName: c.chineseName,
        title: c.title,
        department: c.department,
        secondaryEmail: c.secondaryEmails ?? '',
        phoneCountryCode: c.phoneCountryCode,
        phoneAreaCode: c.phoneAreaCode,
        phoneNumber: c.phoneNumber,
        phoneExtension: c.phoneExtension,
        mobileCountryCode: c.mobileCountryCode,
        mobileNumber: c.mobileNumber,
        fax: c.fax,
        workingLocation: c.workingLocation,
        isMasterRecord: c.isMasterRecord ? yesNo.yes : yesNo.no,
        contactId: c.id,
        ouCode: c.ouCode,
        ouName: c.ouName,
        secondaryPhones: phones('PHONE'),
        secondaryMobiles: phones('MOBILE'),
        source: sourceLabel[c.source] ?? c.source,
        createdBy: c.createdBy,
        createdDate: c.createdAt.toISOString(),
        modifiedBy: c.modifiedBy,
        modifiedDate: c.modifiedAt.toISOString(),
      };
      yield columnKeys.map((key) => cells[key]);
    }
    if (batch.length < BATCH) return;
    after = batch[batch.length - 1]!.id;
  }
}
