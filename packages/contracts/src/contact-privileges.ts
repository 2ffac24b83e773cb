import { z } from 'zod';
import { text } from './common/text.js';
import { envelope } from './common/envelope.js';
import { idParam } from './common/ids.js';
import { functionCode } from './function-code-schema.js';

/** `GET /api/Contacts/GetContactPrivileges?ouID=…&contactID=…` (FN-0003B on the OU and the contact's OU). */
export const contactPrivilegesQuery = z.object({ ouID: idParam('ouID'), contactID: idParam('contactID') });
export type ContactPrivilegesQuery = z.infer<typeof contactPrivilegesQuery>;

export const privilegeGrant = z.object({
  ouID: z.number().int(),
  ouName: z.string(),
  functionCode: functionCode,
  includesSubsidiaries: z.boolean(),
  /** The editor holds this code here (with subsidiaries when the grant has them), so may revoke it. */
  editable: z.boolean(),
});
export type PrivilegeGrant = z.infer<typeof privilegeGrant>;

/**
 * What the contact's user holds on `ouID` (`grants`) and on OUs below it (`subsidiaryGrants`). Grants are
 * keyed by the contact's email: `hasSignedIn` is false for someone who has never signed in (their grants
 * wait for their first sign-in, decision 025). `grantableCodes` are the codes the editor holds on `ouID`
 * and so may grant or revoke there; `grantableWithSubsidiaries` those the editor holds on the whole subtree.
 */
export const contactPrivileges = z.object({
  contactID: z.number().int(),
  /** Fingerprint of the user's grants on the OU and below; a save based on another one is 409 (stale). */
  version: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  hasSignedIn: z.boolean(),
  ouID: z.number().int(),
  ouName: z.string(),
  grants: z.array(privilegeGrant),
  subsidiaryGrants: z.array(privilegeGrant),
  grantableCodes: z.array(functionCode),
  grantableWithSubsidiaries: z.array(functionCode),
});
export type ContactPrivileges = z.infer<typeof contactPrivileges>;
export const contactPrivilegesResponse = envelope(contactPrivileges);

/**
 * `POST /api/Contacts/SaveContactPrivileges`: `grants` becomes the user's whole set of codes on `ouID`.
 * Adding, removing or changing a code the editor does not hold there is 403 (no escalation); granting with
 * subsidiaries needs the editor to hold the code on the whole subtree. `overwriteSubsidiaries` also removes
 * the user's own grants of those codes on OUs below `ouID` that the editor may edit, so the grant on `ouID`
 * (with subsidiaries) is what applies there. Takes effect on the user's next request. `version` is the one
 * GetContactPrivileges answered: when the grants changed since, the save is 409 and changes nothing.
 */
export const saveContactPrivilegesRequest = z
  .object({
    ouID: idParam('ouID'),
    contactID: idParam('contactID'),
    version: text('line', 'version is required').regex(
      /^[0-9a-f]{16}$/,
      'version must be the one GetContactPrivileges answered',
    ),
    grants: z
      .array(z.object({ functionCode, includesSubsidiaries: z.boolean().default(false) }))
      .max(20, 'At most 20 function codes'),
    overwriteSubsidiaries: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    const codes = body.grants.map((g) => g.functionCode);
    if (new Set(codes).size !== codes.length) {
      ctx.addIssue({ code: 'custom', path: ['grants'], message: 'A function code is listed twice' });
    }
  });
export type SaveContactPrivilegesRequest = z.input<typeof saveContactPrivilegesRequest>;
export const saveContactPrivilegesResponse = envelope(contactPrivileges);
