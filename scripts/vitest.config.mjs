import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests of the plain-Node scripts (run script, benchmark and mutation helpers); packages keep their own.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['scripts/**/*.test.mjs', 'bench/**/*.test.mjs'],
  },
});
