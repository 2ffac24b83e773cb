import type { OuDetail } from '@cd/contracts';
import type { Country, OrganizationUnit } from '@cd/db';

type OuRow = OrganizationUnit & {
  parent: { id: number; name: string; nameZh: string | null } | null;
  country: Country | null;
};

export function toOuDetail(ou: OuRow): OuDetail {
  return {
    ouID: ou.id,
    code: ou.code,
    name: ou.name,
    nameZh: ou.nameZh,
    parentOU: ou.parent ? { ouID: ou.parent.id, name: ou.parent.name, nameZh: ou.parent.nameZh } : null,
    workingLocation: ou.workingLocation,
    telexAndCable: ou.telexAndCable,
    website: ou.website,
    country: ou.country ? { code: ou.country.code, name: ou.country.name, nameZh: ou.country.nameZh } : null,
    createdBy: ou.createdBy,
    createdDate: ou.createdAt.toISOString(),
    modifiedBy: ou.modifiedBy,
    modifiedDate: ou.modifiedAt.toISOString(),
  };
}
