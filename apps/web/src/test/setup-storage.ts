// Every test starts with empty web storage (the stored redirect lives there). Tests of pure logic run
// in the node environment (`@vitest-environment node`), which has no web storage.
import { afterEach } from 'vitest';

afterEach(() => {
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
});
