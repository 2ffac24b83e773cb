// Mutation testing of the contact-import parser (untrusted workbooks): `pnpm mutation:api`.
import { strykerConfig } from '../../bench/mutation/stryker-base.mjs';

export default strykerConfig({
  target: 'api-import',
  mutate: ['src/modules/import/parser/*.ts', '!src/modules/import/parser/*.test.ts'],
  testFiles: ['src/modules/import/parser/*.test.ts'],
});
