import { z } from 'zod';
import { envelope } from './common/envelope.js';
import { idParam } from './common/ids.js';
import { pageRequest } from './common/paging.js';
import { searchPage, searchText } from './contact-search.js';
import { functionCode } from './function-code-schema.js';
import { FunctionCode } from './function-codes.js';

export const ouDetailQuery = z.object({ ouID: idParam('ouID') });

export const ouDetail = z.object({
  ouID: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  parentOU: z.object({ ouID: z.number().int(), name: z.string() }).nullable(),
  workingLocation: z.string().nullable(),
  telexAndCable: z.string().nullable(),
  website: z.string().nullable(),
  country: z.object({ code: z.string(), name: z.string(), nameZh: z.string() }).nullable(),
  createdBy: z.string(),
  createdDate: z.string(),
  modifiedBy: z.string(),
  modifiedDate: z.string(),
});
export type OuDetail = z.infer<typeof ouDetail>;
export const ouDetailResponse = envelope(ouDetail);

/** `POST /api/OrganizationUnits/OUSearch/`: OUs by name or code in either language. */
export const ouSearchRequest = pageRequest.extend({
  searchText: searchText('searchText'),
});
export type OuSearchRequest = z.input<typeof ouSearchRequest>;

export const ouSearchItem = z.object({
  ouID: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  parentOuID: z.number().int().nullable(),
  parentName: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type OuSearchItem = z.infer<typeof ouSearchItem>;
export const ouSearchResponse = envelope(searchPage(ouSearchItem));

/**
 * `GET /api/OrganizationUnits/GetOUNavigationTree?ouID=&contactID=&function=`: the OUs the caller may see
 * for `function` (default FN-0000), as a flat list of nodes (each names its parent; build the tree with
 * parentOuID). Without `ouID` it is the whole visible tree when it has at most OU_TREE_LIMIT nodes
 * (`complete: true`), else the visible roots only. With `ouID` it is that OU's visible children (lazy
 * expansion). With `contactID` the path down to that contact's OU is included and `selectedOuID` names it.
 * A node outside the caller's grants but above a granted one is never listed: a granted OU whose parent
 * is hidden is a root.
 */
export const ouNavigationTreeQuery = z.object({
  ouID: idParam('ouID').optional(),
  contactID: idParam('contactID').optional(),
  function: functionCode.default(FunctionCode.DirectorySearch),
});
export type OuNavigationTreeQuery = z.input<typeof ouNavigationTreeQuery>;

export const OU_TREE_LIMIT = 500;

export const ouTreeNode = z.object({
  ouID: z.number().int(),
  parentOuID: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  depth: z.number().int(),
  hasChildren: z.boolean(),
});
export type OuTreeNode = z.infer<typeof ouTreeNode>;

export const ouNavigationTree = z.object({
  nodes: z.array(ouTreeNode),
  complete: z.boolean(),
  selectedOuID: z.number().int().nullable(),
});
export type OuNavigationTree = z.infer<typeof ouNavigationTree>;
export const ouNavigationTreeResponse = envelope(ouNavigationTree);

/**
 * `GET /api/OrganizationUnits/WorkingLocation?ouID=`: the OU's own working location and the distinct
 * working locations of its contacts (at most WORKING_LOCATION_LIMIT, most used first), e.g. to fill the
 * advanced search's working-address choices.
 */
export const workingLocationQuery = z.object({ ouID: idParam('ouID') });
export const WORKING_LOCATION_LIMIT = 50;
export const workingLocation = z.object({
  ouID: z.number().int(),
  workingLocation: z.string().nullable(),
  locations: z.array(z.string()),
});
export type WorkingLocation = z.infer<typeof workingLocation>;
export const workingLocationResponse = envelope(workingLocation);
