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
  parentOU: z.object({ ouID: z.number().int(), name: z.string(), nameZh: z.string().nullable() }).nullable(),
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
  /** The parent's Chinese name, so the list names it in the user's language (decision 108). */
  parentNameZh: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type OuSearchItem = z.infer<typeof ouSearchItem>;
export const ouSearchResponse = envelope(searchPage(ouSearchItem));

/**
 * `GET /api/OrganizationUnits/GetOUNavigationTree?ouID=&contactID=&selectedOuID=&searchText=&function=`: the
 * OUs the caller may see for `function` (default FN-0000), as a flat list of nodes (each names its parent;
 * build the tree with parentOuID). Without `ouID` it is the whole visible tree when it has at most
 * OU_TREE_LIMIT nodes (`complete: true`), else the visible roots only. With `ouID` it is that OU's visible
 * children (lazy expansion). With `contactID` (or `selectedOuID`) the path down to that contact's OU (or
 * that OU) is included, each level with its siblings, and `selectedOuID` names it. With `searchText` it is
 * the visible OUs whose code or either name contains the text (case and accents ignored), best first.
 * A list of roots, children or matches stops at OU_TREE_LIMIT (or OU_SEARCH_LIMIT) nodes and says
 * `truncated`. A node outside the caller's grants but above a granted one is never listed: a granted OU
 * whose parent is hidden is a root.
 */
export const ouNavigationTreeQuery = z
  .object({
    ouID: idParam('ouID').optional(),
    contactID: idParam('contactID').optional(),
    selectedOuID: idParam('selectedOuID').optional(),
    searchText: searchText('searchText')
      .transform((text) => text.trim())
      .pipe(z.string().min(1, 'searchText must not be blank'))
      .optional(),
    function: functionCode.default(FunctionCode.DirectorySearch),
  })
  .refine((query) => !(query.contactID !== undefined && query.selectedOuID !== undefined), {
    message: 'Give contactID or selectedOuID, not both',
    path: ['selectedOuID'],
  })
  .refine((query) => !(query.searchText !== undefined && query.ouID !== undefined), {
    message: 'Give ouID or searchText, not both',
    path: ['searchText'],
  });
export type OuNavigationTreeQuery = z.input<typeof ouNavigationTreeQuery>;

export const OU_TREE_LIMIT = 500;
/** Matches of one OU search: enough to pick from, few enough to read; type more to narrow. */
export const OU_SEARCH_LIMIT = 50;

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
  /** More roots, children or matches exist than were listed (the list stopped at its limit). */
  truncated: z.boolean(),
  selectedOuID: z.number().int().nullable(),
});
export type OuNavigationTree = z.infer<typeof ouNavigationTree>;

/** Lower case without accents, so 'zurich' finds 'Zürich' and 'HPG-HK' finds 'hpg-hk'. */
export function foldForMatch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** Whether the typed text is part of the OU's code or either of its names (the picker and the server agree). */
export function ouMatches(ou: Pick<OuTreeNode, 'code' | 'name' | 'nameZh'>, typed: string): boolean {
  const wanted = foldForMatch(typed.trim());
  if (!wanted) return true;
  return [ou.code, ou.name, ou.nameZh ?? ''].some((text) => foldForMatch(text).includes(wanted));
}
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
