import type { Country } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';

/** Every country, by English name, as the pickers list them. */
export async function countryList(prisma: PrismaClient): Promise<Country[]> {
  const countries = await prisma.country.findMany({ orderBy: { name: 'asc' } });
  return countries.map(({ code, name, nameZh, dialCode }) => ({ code, name, nameZh, dialCode }));
}
