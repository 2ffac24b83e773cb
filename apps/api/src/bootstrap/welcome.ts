import type { IdpAccount } from '@cd/db';
import type { AppConfig } from '../config/env.js';

/**
 * What a newcomer needs after the first command: where to open the product and how to sign in.
 * `accounts` come in the sign-in page's order (IdpAccounts.list: most powerful first).
 */
export function printWelcome(
  config: AppConfig,
  accounts: Pick<IdpAccount, 'email' | 'description'>[],
  ms: number,
) {
  const lines = [
    '',
    `  Contact Directory is ready in ${(ms / 1000).toFixed(1)} s`,
    `  Open ${config.PUBLIC_URL}`,
    `  Health ${config.PUBLIC_URL}/api/health`,
  ];
  if (config.embeddedIdp && accounts.length > 0) {
    lines.push('', '  Demo accounts of the embedded sign-in page (password: demo):');
    for (const a of accounts) lines.push(`    ${a.email.padEnd(38)} ${a.description ?? ''}`);
  } else if (!config.embeddedIdp) {
    lines.push('', `  Sign-in through ${config.OIDC_ISSUER}`);
  }
  console.log(lines.join('\n') + '\n');
}
