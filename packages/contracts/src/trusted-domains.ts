import { z } from 'zod';
import { text } from './common/text.js';
import { envelope } from './common/envelope.js';
import { version } from './common/forms.js';
import { idParam } from './common/ids.js';
import { serverMessageEn } from './common/server-message-texts-en.js';
import type { ServerMessageCode } from './common/server-messages.js';

const DOMAIN_MANDATORY_MESSAGE = 'Domain is a mandatory field';

/**
 * The code of each refusal of a domain, each naming it (`{{domain}}`; texts in the server message
 * table). The browser checks only what it can without a public-suffix list; the server applies all of
 * these (decision 026).
 */
export const TRUSTED_DOMAIN_MESSAGE_CODES = {
  wildcard: 'TRUSTED_DOMAIN_WILDCARD',
  invalid: 'TRUSTED_DOMAIN_INVALID',
  publicSuffix: 'TRUSTED_DOMAIN_PUBLIC_SUFFIX',
  freeMail: 'TRUSTED_DOMAIN_FREE_MAIL',
  duplicate: 'TRUSTED_DOMAIN_DUPLICATE',
} as const satisfies Record<string, ServerMessageCode>;
export type TrustedDomainRefusal = keyof typeof TRUSTED_DOMAIN_MESSAGE_CODES;

/** One refusal of `domain` as a field issue: the English text, its code and the domain. */
export const domainIssue = (refusal: TrustedDomainRefusal, domain: string) => {
  const messageCode = TRUSTED_DOMAIN_MESSAGE_CODES[refusal];
  return { message: serverMessageEn({ messageCode, params: { domain } }), params: { messageCode, domain } };
};

/** One domain as typed: mandatory, no wildcard, no `@`; the server lower-cases it and converts IDN to punycode. */
export const trustedDomainInput = text('line', DOMAIN_MANDATORY_MESSAGE)
  .trim()
  .min(1, DOMAIN_MANDATORY_MESSAGE)
  .max(253, 'A domain has at most 253 characters')
  .superRefine((domain, ctx) => {
    // The issue's params carry the code, so the browser can say it in the user's language.
    if (domain.includes('*')) ctx.addIssue({ code: 'custom', ...domainIssue('wildcard', domain) });
    else if (/[\s@/:]/.test(domain)) ctx.addIssue({ code: 'custom', ...domainIssue('invalid', domain) });
  });

/** `GET /api/TrustedDomain/GetTrustedDomain?ouID=…` (FN-0010 and the SystemAdministrator role). */
export const trustedDomainQuery = z.object({ ouID: idParam('ouID') });

export const trustedDomainList = z.object({
  ouID: z.number().int(),
  ouName: z.string(),
  trustedDomains: z.array(z.string()),
  /** Version of the OU's list as a whole, for optimistic locking of SaveTrustedDomain. */
  version: z.number().int(),
});
export type TrustedDomainList = z.infer<typeof trustedDomainList>;
export const trustedDomainResponse = envelope(trustedDomainList);

/**
 * `POST /api/TrustedDomain/SaveTrustedDomain` `{ouID, trustedDomains, version}`: replaces the OU's list.
 * Users whose verified email is on a trusted domain get FN-0000 on the OU and below on their next request.
 */
export const saveTrustedDomainRequest = z.object({
  ouID: idParam('ouID'),
  trustedDomains: z.array(trustedDomainInput).max(50, 'At most 50 trusted domains per OU'),
  version,
});
export type SaveTrustedDomainRequest = z.input<typeof saveTrustedDomainRequest>;
export const saveTrustedDomainResponse = envelope(trustedDomainList);
