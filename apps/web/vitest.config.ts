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
    // A mutation run's tests render nothing: loading every locale namespace and React's testing library
    // before each of its hundreds of runs would be most of its time.
    setupFiles: [process.env.CD_MUTATION_TEST_FILES ? './src/test/setup-storage.ts' : './src/test/setup.ts'],
  },
});
