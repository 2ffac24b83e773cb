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
  // The modules' own unit tests. Suites that import the whole route tree (route-guard.test.ts,
  // router.test.ts) are loaded again for every mutant: a run estimated at over three hours on two shared
  // cores. A mutant only they kill is a missing unit test anyway (route-guard.unit.test.ts).
  testFiles: ['src/lib/api-*.test.ts', 'src/features/auth/*.test.ts', 'src/app/route-guard.unit.test.ts'],
});
