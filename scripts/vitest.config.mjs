import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests of the plain-Node scripts (run script, benchmarks' helpers); the packages keep their own configs.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.mjs'],
  },
});
