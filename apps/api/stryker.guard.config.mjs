// Mutation testing of the API guard and authorization: `pnpm mutation:api` (never part of `npm test`).
import { strykerConfig } from '../../bench/mutation/stryker-base.mjs';

export default strykerConfig({
  target: 'api-guard',
  mutate: ['src/modules/auth/guard.ts', 'src/modules/auth/authorization.ts'],
  // guard.unit.test.ts and authorization.test.ts kill most mutants in milliseconds; the two HTTP suites
  // load the whole app (about 15 s a mutant), and incremental mode spares them on unchanged mutants.
  testFiles: [
    'src/modules/auth/guard.unit.test.ts',
    'src/modules/auth/authorization.test.ts',
    'src/modules/auth/guard.test.ts',
    'src/modules/auth/ou-guard.test.ts',
  ],
});
