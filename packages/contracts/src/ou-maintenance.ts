import { z } from 'zod';
import { text } from './common/text.js';
import { envelope } from './common/envelope.js';
import { optionalText, requiredText, version } from './common/forms.js';
import { idParam } from './common/ids.js';
import { ouDetail } from './organization-units.js';

/** `GET /api/OrganizationUnits/OUMaintenance?ouID=…` (FN-0001): the OU detail form with its version. */
export const ouMaintenanceQuery = z.object({ ouID: idParam('ouID') });

export const ouMaintenance = ouDetail.extend({
  version: z.number().int(),
  depth: z.number().int(),
  childCount: z.number().int(),
  contactCount: z.number().int(),
  departmentCount: z.number().int(),
});
export type OuMaintenance = z.infer<typeof ouMaintenance>;
export const ouMaintenanceResponse = envelope(ouMaintenance);

const websiteUrl = text()
  .trim()
  .max(300, 'Website has at most 300 characters')
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    message: 'Website must be a web address starting with http:// or https://',
  })
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * `POST /api/OrganizationUnits/OUUpdate` (FN-0001). Without `ouID` it creates a child of `parentOUID`
 * (FN-0001 on the parent). With `ouID` it updates that OU based on `version`; a different `parentOUID`
 * moves it with its subtree (FN-0001 on the new parent and on every OU that moves, else 403 with
 * OU_MOVE_PARENT_NOT_MAINTAINED or OU_MOVE_SUBTREE_NOT_MAINTAINED, decision 087; never under itself: 400). A top-level
 * OU may be moved under another OU; no OU becomes top-level here (400, decision 081).
 */
export const ouUpdateRequest = z
  .object({
    ouID: idParam('ouID').optional(),
    version: version.optional(),
    parentOUID: idParam('parentOUID')
      .nullish()
      .transform((id) => id ?? null),
    code: requiredText('OU code', 30).regex(
      /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
      'OU code may contain letters, digits, hyphens and underscores only',
    ),
    name: requiredText('OU name', 200),
    nameZh: optionalText('Chinese OU name', 200),
    workingLocation: optionalText('Working location', 300),
    telexAndCable: optionalText('Telex and cable', 100),
    website: websiteUrl,
    countryCode: text()
      .trim()
      // Empty is "no country": the form sends '' for an OU that has none.
      .regex(/^([A-Za-z]{2})?$/, 'Country must be a two-letter country code')
      .nullish()
      .transform((code) => (code ? code.toUpperCase() : null)),
  })
  .superRefine((body, ctx) => {
    if (body.ouID !== undefined && body.version === undefined) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'version is required to update an OU' });
    }
    if (body.ouID === undefined && body.parentOUID === null) {
      ctx.addIssue({ code: 'custom', path: ['parentOUID'], message: 'A new OU needs a parent OU' });
    }
  });
export type OuUpdateRequest = z.input<typeof ouUpdateRequest>;
export const ouUpdateResponse = envelope(ouMaintenance);

/**
 * `POST /api/OrganizationUnits/OURemove` (FN-0001). Refused with 409 and "You can't delete this OU" plus the
 * reason when the OU is new (never saved), has contacts, or has subsidiaries (decision 024).
 */
export const ouRemoveRequest = z
  .object({ ouID: idParam('ouID').optional(), version: version.optional() })
  .superRefine((body, ctx) => {
    if (body.ouID !== undefined && body.version === undefined) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'version is required to delete an OU' });
    }
  });
export type OuRemoveRequest = z.input<typeof ouRemoveRequest>;
export const ouRemoveResponse = envelope(z.object({ ouID: z.number().int() }));

/** `GET /api/OrganizationUnits/GetOUTrustedDomain?ouID=…` (FN-0001 or FN-0010): read only. */
export const ouTrustedDomainQuery = z.object({ ouID: idParam('ouID') });
export const ouTrustedDomains = z.object({ ouID: z.number().int(), trustedDomains: z.array(z.string()) });
export type OuTrustedDomains = z.infer<typeof ouTrustedDomains>;
export const ouTrustedDomainResponse = envelope(ouTrustedDomains);

/**
 * `GET /api/OrganizationUnits/OUMovePreview?ouID=…&parentOUID=…` (FN-0001, the same access as the move:
 * FN-0001 over the whole subtree of `ouID` and on `parentOUID`, decision 087): what moving `ouID` under
 * `parentOUID` would change, for the confirmation before the move. `ouCount` and `contactCount` are the
 * subtree's; `gaining*` are who newly reach it through the new parent and its ancestors (domains trusted
 * there, users holding a grant with subsidiaries there), `losing*` who reach it today only through the
 * current parent and its ancestors. A user or domain reaching it both ways is in neither.
 */
export const ouMovePreviewQuery = z.object({ ouID: idParam('ouID'), parentOUID: idParam('parentOUID') });
const namedOu = z.object({ ouID: z.number().int(), name: z.string(), nameZh: z.string().nullable() });
export const ouMovePreview = z.object({
  ouID: z.number().int(),
  parentOUID: z.number().int(),
  /** Where the OU is now (null for a top-level OU) and where it would go, named for the confirmation. */
  currentParent: namedOu.nullable(),
  newParent: namedOu,
  ouCount: z.number().int(),
  contactCount: z.number().int(),
  gainingDomains: z.array(z.string()),
  losingDomains: z.array(z.string()),
  gainingUsers: z.number().int(),
  losingUsers: z.number().int(),
});
export type OuMovePreview = z.infer<typeof ouMovePreview>;
export const ouMovePreviewResponse = envelope(ouMovePreview);
