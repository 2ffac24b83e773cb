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
 * moves it with its subtree (FN-0001 on the OU and on the new parent; never under itself: 400). A top-level
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

export const OU_DELETE_REASONS = {
  new: 'It has not been saved yet.',
  hasContacts: 'It still has contacts.',
  hasSubsidiaries: 'It still has subsidiary OUs.',
} as const;

/** `GET /api/OrganizationUnits/GetOUTrustedDomain?ouID=…` (FN-0001 or FN-0010): read only. */
export const ouTrustedDomainQuery = z.object({ ouID: idParam('ouID') });
export const ouTrustedDomains = z.object({ ouID: z.number().int(), trustedDomains: z.array(z.string()) });
export type OuTrustedDomains = z.infer<typeof ouTrustedDomains>;
export const ouTrustedDomainResponse = envelope(ouTrustedDomains);
