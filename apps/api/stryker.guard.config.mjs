// Mutation testing of the API guard and authorization: `pnpm mutation:api` (never part of `npm test`).
import { strykerConfig } from '../../bench/mutation/stryker-base.mjs';

export default strykerConfig({
  target: 'api-guard',
  mutate: ['src/modules/auth/guard.ts', 'src/modules/auth/authorization.ts', 'src/modules/auth/ou-move.ts'],
  // Unit-level tests only. guard.test.ts and ou-guard.test.ts load the whole app and sign five people in
  // (about 15 s a mutant, and every authorization.ts mutant is covered by their sign-ins): a mutant only
  // they kill is a missing test in guard.unit.test.ts.
  testFiles: [
    'src/modules/auth/guard.unit.test.ts',
    'src/modules/auth/authorization.test.ts',
    'src/modules/auth/ou-move.test.ts',
  ],
});
