import { Prisma, type PrismaClient } from '@cd/db';
import type { ContactImportValues } from './parser/contact-row.js';
import type { ExistingContact } from './parser/plan.js';

type Reader = Pick<Prisma.TransactionClient, '$queryRaw'> | PrismaClient;
const BATCH = 5000;

/** A contact row as the statement below names its columns: the import's values plus where it lives. */
interface ExistingRow extends ContactImportValues {
  id: number;
  ouId: number;
  ouName: string;
  ouNameZh: string | null;
}

/** The contacts whose primary email (stored lower case) `matches`, in the shape an import row has. */
async function existingContacts(
  db: Reader,
  matches: Prisma.Sql,
  found = new Map<string, ExistingContact[]>(),
): Promise<Map<string, ExistingContact[]>> {
  const rows = await db.$queryRaw<ExistingRow[]>`
    SELECT c.id, c.ou_id AS "ouId", o.name AS "ouName", o.name_zh AS "ouNameZh", c.email, c.first_name AS "firstName",
           c.middle_name AS "middleName", c.family_name AS "familyName", c.display_name AS "displayName",
           c.local_name AS "localName", c.chinese_name AS "chineseName", c.title,
           c.department_id AS "departmentId",
           coalesce((SELECT array_agg(e.email ORDER BY e.position) FROM contact_email e
                      WHERE e.contact_id = c.id), '{}') AS "secondaryEmails",
           c.phone_country_code AS "phoneCountryCode", c.phone_area_code AS "phoneAreaCode",
           c.phone_number AS "phoneNumber", c.phone_extension AS "phoneExtension",
           c.mobile_country_code AS "mobileCountryCode", c.mobile_number AS "mobileNumber", c.fax,
           c.working_location AS "workingLocation", c.is_master_record AS "isMasterRecord"
      FROM contact c JOIN organization_unit o ON o.id = c.ou_id
     WHERE ${matches}`;
  for (const { id, ouId, ouName, ouNameZh, ...values } of rows) {
    const contact = { id, ouId, ouName, ouNameZh, values };
    found.set(values.email, [...(found.get(values.email) ?? []), contact]);
  }
  return found;
}

/**
 * The contacts whose primary email is one of `emails`. One statement per 5,000 emails, secondary emails
 * aggregated in it (Prisma's include costs three queries and a JavaScript join per batch, a tenth of a
 * 100,000-row commit).
 */
export async function existingContactsByEmail(
  db: Reader,
  emails: string[],
): Promise<Map<string, ExistingContact[]>> {
  const found = new Map<string, ExistingContact[]>();
  const unique = [...new Set(emails)];
  for (let i = 0; i < unique.length; i += BATCH) {
    await existingContacts(db, Prisma.sql`c.email = ANY(${unique.slice(i, i + BATCH)}::text[])`, found);
  }
  return found;
}

/**
 * The contacts holding the email of any row an import run's preview kept, in one statement that reads the
 * emails from the run's stored rows. For a commit that no other writer can join (the bulk path, which holds
 * contact alone): its batches then need no lookup of their own, nor the email index it drops.
 */
export function existingContactsOfRun(db: Reader, runId: number): Promise<Map<string, ExistingContact[]>> {
  return existingContacts(
    db,
    Prisma.sql`c.email IN (SELECT r.value -> 'values' ->> 'email'
                             FROM import_run_chunk k, jsonb_array_elements(k.data) AS r
                            WHERE k.run_id = ${runId} AND k.kind = 'ROWS')`,
  );
}
