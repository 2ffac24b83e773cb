// Mutation testing of grant transfers (the no-escalation rule, grant moves on a master email change, leaver
// revocation), master-contact uniqueness and the route-level OU-move check: `pnpm mutation:api`.
import { strykerConfig } from '../../bench/mutation/stryker-base.mjs';

export default strykerConfig({
  target: 'api-grants',
  mutate: [
    'src/modules/contact-maintenance/grants.service.ts',
    'src/modules/contact-maintenance/master-contact.ts',
    'src/modules/ou-maintenance/ou-move.ts',
  ],
  // The modules' own tests first (the no-escalation rule by hand, the rest on a cloned database without the
  // app); the HTTP suites after them load the app and sign people in (decision 095). Per-test coverage runs
  // only the tests that reach a mutant. A mutant only an HTTP suite kills is a missing test beside the module.
  testFiles: [
    'src/modules/contact-maintenance/grants.service.unit.test.ts',
    'src/modules/contact-maintenance/grants.service.test.ts',
    'src/modules/contact-maintenance/master-contact.test.ts',
    'src/modules/ou-maintenance/ou-move.checks.test.ts',
    'src/modules/contact-maintenance/grant-moves.test.ts',
    'src/modules/contact-maintenance/leavers.test.ts',
    'src/modules/contact-maintenance/contact-privileges.test.ts',
    'src/modules/ou-maintenance/ou-move.test.ts',
  ],
});
