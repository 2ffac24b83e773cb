import { z } from 'zod';
import { envelope } from './common/envelope.js';
import { idParam } from './common/ids.js';
import { pageRequest } from './common/paging.js';
import { MAX_SEARCH_TEXT, searchPage } from './contact-search.js';

/** `POST /api/Departments/DepartmentSearch/`: by name or code in either language; `ouID` narrows. */
export const departmentSearchRequest = pageRequest.extend({
  searchText: z.string({ error: 'searchText must be text' }).max(MAX_SEARCH_TEXT, 'searchText is too long'),
  ouID: idParam('ouID').optional(),
  includeSubsidiaries: z.boolean().default(true),
});
export type DepartmentSearchRequest = z.input<typeof departmentSearchRequest>;

export const departmentItem = z.object({
  departmentID: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  ouID: z.number().int(),
  ouName: z.string(),
  ouNameZh: z.string().nullable(),
});
export type DepartmentItem = z.infer<typeof departmentItem>;
export const departmentSearchResponse = envelope(searchPage(departmentItem));

/** `GET /api/Departments/GetOUDepartment/?ouid=…` (spec's lower-case name): one OU's departments, paged. */
export const ouDepartmentsQuery = pageRequest.extend({ ouid: idParam('ouid') });
export type OuDepartmentsQuery = z.input<typeof ouDepartmentsQuery>;
export const ouDepartmentsResponse = envelope(searchPage(departmentItem));
