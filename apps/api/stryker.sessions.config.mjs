// Mutation testing of sessions, refresh-token rotation and access tokens: `pnpm mutation:api`.
import { strykerConfig } from '../../bench/mutation/stryker-base.mjs';

export default strykerConfig({
  target: 'api-sessions',
  mutate: ['src/modules/auth/sessions.ts', 'src/modules/auth/tokens.ts'],
  // SessionService on a cloned database, no app: the HTTP suites (auth.flow, session-lifecycle) would
  // cost tens of seconds a mutant, and a mutant only they kill is a missing test here.
  testFiles: ['src/modules/auth/sessions.test.ts', 'src/modules/auth/tokens.test.ts'],
});
