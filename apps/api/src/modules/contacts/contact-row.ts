import { formatPhone, type ContactSearchItem } from '@cd/contracts';
import { Prisma, queryRows, type PrismaClient } from '@cd/db';

export interface ItemRow {
  id: number;
  displayName: string;
  chineseName: string | null;
  title: string | null;
  email: string | null;
  departmentId: number | null;
  departmentName: string | null;
  departmentNameZh: string | null;
  ouId: number;
  ouName: string;
  ouNameZh: string | null;
  phoneCountryCode: string | null;
  phoneAreaCode: string | null;
  phoneNumber: string | null;
  phoneExtension: string | null;
  mobileCountryCode: string | null;
  mobileNumber: string | null;
}

/** The columns of a result row (`ItemRow`) over `ITEM_SOURCE`. */
export const ITEM_COLUMNS = Prisma.sql`c.id, c.display_name AS "displayName", c.chinese_name AS "chineseName",
  c.title, c.email, c.department_id AS "departmentId", d.name AS "departmentName",
  d.name_zh AS "departmentNameZh", c.ou_id AS "ouId", o.name AS "ouName", o.name_zh AS "ouNameZh",
  c.phone_country_code AS "phoneCountryCode", c.phone_area_code AS "phoneAreaCode",
  c.phone_number AS "phoneNumber", c.phone_extension AS "phoneExtension",
  c.mobile_country_code AS "mobileCountryCode", c.mobile_number AS "mobileNumber"`;
export const ITEM_SOURCE = Prisma.sql`contact c JOIN organization_unit o ON o.id = c.ou_id
  LEFT JOIN department d ON d.id = c.department_id`;

/** The result rows of the given contacts, in the order of `ids` (the ranking decided before). */
export async function loadSearchItems(prisma: PrismaClient, ids: number[]): Promise<ContactSearchItem[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<ItemRow>(
    prisma,
    Prisma.sql`
    SELECT ${ITEM_COLUMNS} FROM ${ITEM_SOURCE} WHERE c.id = ANY(${ids}::int[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toSearchItem(r)] : [];
  });
}

export function toSearchItem(r: ItemRow): ContactSearchItem {
  return {
    contactID: r.id,
    displayName: r.displayName,
    chineseName: r.chineseName,
    title: r.title,
    email: r.email,
    department:
      r.departmentId === null
        ? null
        : { departmentID: r.departmentId, name: r.departmentName ?? '', nameZh: r.departmentNameZh },
    ouID: r.ouId,
    ouName: r.ouName,
    ouNameZh: r.ouNameZh,
    phone: formatPhone({
      countryCode: r.phoneCountryCode,
      areaCode: r.phoneAreaCode,
      number: r.phoneNumber,
      extension: r.phoneExtension,
    }),
    mobile: formatPhone({ countryCode: r.mobileCountryCode, number: r.mobileNumber }),
  };
}
