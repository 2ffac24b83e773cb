import { DEMO_ACCOUNTS, type IdpAccount } from '@cd/db';
import type { AppConfig } from '../config/env.js';

/** What a newcomer needs after the first command: where to open the product and how to sign in. */
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
    // Most powerful first, as on the sign-in page; accounts added by hand go last.
    const rank = (email: string) => {
      const i = DEMO_ACCOUNTS.findIndex((d) => d.email === email);
      return i === -1 ? DEMO_ACCOUNTS.length : i;
    };
    const ordered = [...accounts].sort((a, b) => rank(a.email) - rank(b.email));
    for (const a of ordered) lines.push(`    ${a.email.padEnd(38)} ${a.description ?? ''}`);
  } else if (!config.embeddedIdp) {
    lines.push('', `  Sign-in through ${config.OIDC_ISSUER}`);
  }
  console.log(lines.join('\n') + '\n');
}
