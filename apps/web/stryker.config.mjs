// Mutation testing of the web's API client and route guard: `pnpm mutation:web` (never part of `npm test`).
import { strykerConfig } from '../../bench/mutation/stryker-base.mjs';

export default strykerConfig({
  target: 'web',
  mutate: [
    'src/lib/api-client.ts',
    'src/lib/api-error.ts',
    'src/app/route-guard.ts',
    'src/features/auth/access-decision.ts',
    'src/features/auth/redirect-storage.ts',
  ],
  // The modules' own tests. Suites that import the whole route tree would be loaded again for every
  // mutant (minutes each on two shared cores), and a mutant only they kill is a missing unit test anyway.
  testFiles: [
    'src/lib/api-*.test.ts',
    'src/features/auth/*.test.ts',
    'src/app/*guard*.test.ts',
    'src/app/router.test.ts',
  ],
});
