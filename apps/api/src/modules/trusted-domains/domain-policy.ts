import { domainToASCII } from 'node:url';
import { TRUSTED_DOMAIN_MESSAGE_CODES, type FieldIssue, type TrustedDomainRefusal } from '@cd/contracts';
import { fieldIssue } from '../../lib/errors.js';
import { parse } from 'tldts';

/**
 * Public email providers: anyone can have an address there, so trusting one would give the whole world
 * directory access. Public suffixes (com, com.hk, github.io, …) come from the Public Suffix List via tldts.
 */
export const FREE_MAIL_DOMAINS = new Set([
  '126.com',
  '163.com',
  'aol.com',
  'gmail.com',
  'gmx.com',
  'gmx.net',
  'googlemail.com',
  'hotmail.com',
  'hotmail.com.hk',
  'icloud.com',
  'live.com',
  'mac.com',
  'mail.com',
  'me.com',
  'msn.com',
  'netvigator.com',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  'qq.com',
  'sina.com',
  'sohu.com',
  'yahoo.com',
  'yahoo.com.hk',
  'yandex.com',
  'yeah.net',
  'ymail.com',
  'zoho.com',
]);

const HOST_NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Normalises the typed domains (lower case, IDN to punycode, a trailing dot dropped) and checks each one
 * (decision 026). Returns the stored forms, or the issues, each naming the domain as typed.
 */
export function checkTrustedDomains(typed: string[]): { domains: string[]; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const domains: string[] = [];
  typed.forEach((raw, i) => {
    const issue = (refusal: TrustedDomainRefusal) => {
      issues.push(
        fieldIssue(`body.trustedDomains.${i}`, TRUSTED_DOMAIN_MESSAGE_CODES[refusal], { domain: raw }),
      );
    };
    const domain = domainToASCII(raw.trim().toLowerCase().replace(/\.$/, ''));
    if (raw.includes('*')) return issue('wildcard');
    const parsed = parse(domain, { allowPrivateDomains: true });
    // A single label is a top-level domain when the list knows it (com), else no domain at all (localhost).
    const singleUnknownLabel = !domain.includes('.') && !parsed.isIcann;
    if (!domain || !HOST_NAME.test(domain) || domain.length > 253 || parsed.isIp || singleUnknownLabel) {
      return issue('invalid');
    }
    if (parsed.publicSuffix === domain || !parsed.domain) return issue('publicSuffix');
    if (FREE_MAIL_DOMAINS.has(domain)) return issue('freeMail');
    if (seen.has(domain)) return issue('duplicate');
    seen.add(domain);
    domains.push(domain);
  });
  return { domains, issues };
}
