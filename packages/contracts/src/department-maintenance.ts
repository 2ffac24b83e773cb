import { z } from 'zod';
import { text } from './common/text.js';
import { envelope } from './common/envelope.js';
import { optionalText, stamps, version } from './common/forms.js';
import { idParam } from './common/ids.js';
import { page, pageRequest } from './common/paging.js';

export const DEPARTMENT_NAME_MIN = 4;
export const DEPARTMENT_CODE_MIN = 4;
/** Spec 5's message, and the matching one for the code. */
export const DEPARTMENT_NAME_MESSAGE = 'Department name must be at least 4 characters';
export const DEPARTMENT_CODE_MESSAGE = 'Department code must be at least 4 characters';

/**
 * `POST /api/Departments/DepartmentMaintenance/` (FN-0002 on the OU): creates a department when
 * `departmentID` is absent, else updates it based on `version`. The code is unique within the OU (409).
 * A department stays in its OU: `ouID` must be the department's own on update.
 */
export const departmentMaintenanceRequest = z
  .object({
    departmentID: idParam('departmentID').optional(),
    version: version.optional(),
    ouID: idParam('ouID'),
    code: text('line', DEPARTMENT_CODE_MESSAGE)
      .trim()
      .min(DEPARTMENT_CODE_MIN, DEPARTMENT_CODE_MESSAGE)
      .max(30, 'Department code has at most 30 characters'),
    name: text('line', DEPARTMENT_NAME_MESSAGE)
      .trim()
      .min(DEPARTMENT_NAME_MIN, DEPARTMENT_NAME_MESSAGE)
      .max(200, 'Department name has at most 200 characters'),
    nameZh: optionalText('Chinese department name', 200),
  })
  .superRefine((body, ctx) => {
    if (body.departmentID !== undefined && body.version === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['version'],
        message: 'version is required to update a department',
      });
    }
  });
export type DepartmentMaintenanceRequest = z.input<typeof departmentMaintenanceRequest>;

export const departmentRecord = z.object({
  departmentID: z.number().int(),
  ouID: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  contactCount: z.number().int(),
  version: z.number().int(),
  ...stamps,
});
export type DepartmentRecord = z.infer<typeof departmentRecord>;
export const departmentMaintenanceResponse = envelope(departmentRecord);

/** `POST /api/Departments/DeleteDepartment/` (FN-0002): refused with 409 while the department has contacts. */
export const deleteDepartmentRequest = z.object({ departmentID: idParam('departmentID'), version });
export type DeleteDepartmentRequest = z.input<typeof deleteDepartmentRequest>;
export const deleteDepartmentResponse = envelope(z.object({ departmentID: z.number().int() }));

/**
 * `GET /api/Departments/DepartmentMaintenanceList?ouID=…&page=…&pageSize=…&search=…` (FN-0002 on the OU):
 * the maintenance screen's list of one OU's own departments, with versions and contact counts, by code.
 */
export const departmentMaintenanceListQuery = pageRequest.extend({
  ouID: idParam('ouID'),
  search: text().trim().max(100, 'search has at most 100 characters').optional(),
});
export type DepartmentMaintenanceListQuery = z.input<typeof departmentMaintenanceListQuery>;
export const departmentMaintenanceListResponse = envelope(page(departmentRecord));
