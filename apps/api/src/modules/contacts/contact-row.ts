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

/**
 * The result rows of the given contacts, in the order of `ids` (the ranking decided before): the database
 * function cd_search_items (migration search_words_page), whose columns are ItemRow's, planned once per
 * connection.
 */
export async function loadSearchItems(prisma: PrismaClient, ids: number[]): Promise<ContactSearchItem[]> {
  if (ids.length === 0) return [];
  const [row] = await queryRows<{ items: ItemRow[] | null }>(
    prisma,
    Prisma.sql`SELECT cd_search_items(${ids}::int[]) AS items`,
  );
  return (row?.items ?? []).map(toSearchItem);
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
