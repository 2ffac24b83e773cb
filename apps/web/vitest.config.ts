import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // `pnpm mutation:web` narrows the run to the mutated modules' own tests (apps/web/stryker.config.mjs).
    include: process.env.CD_MUTATION_TEST_FILES?.split(',') ?? [
      'src/**/*.test.{ts,tsx}',
      'eslint/**/*.test.js',
    ],
    setupFiles: ['./src/test/setup.ts'],
  },
});
