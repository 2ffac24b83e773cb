// Mutation testing of the API's security-critical code: `pnpm mutation:api` (never part of `npm test`).
// Globs, not file names: the guard and sessions are being reshaped, and new files there must be covered.
import { strykerConfig } from '../../bench/mutation/stryker-base.mjs';

export default strykerConfig({
  target: 'api',
  mutate: [
    'src/api.ts',
    'src/modules/auth/*.ts',
    '!src/modules/auth/*.test.ts',
    // Talks to an external OpenID Provider, and the HTML of an error page: neither decides access.
    '!src/modules/auth/oidc*.ts',
    '!src/modules/auth/sign-in-error-page.ts',
    // The import parser, once it lands (issue: contact import):
    // 'src/modules/import/parser/*.ts',
    // '!src/modules/import/parser/*.test.ts',
  ],
  // Only the tests meant to pin these modules down (the whole suite would take hours on two cores).
  testFiles: [
    'src/modules/auth/*.test.ts',
    'src/test/authorization-matrix.test.ts',
    'src/test/*guard*.test.ts',
    // 'src/modules/import/parser/*.test.ts',
  ],
});
