import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `pnpm mutation:api` narrows the run to the mutated modules' own tests (apps/api/stryker.config.mjs).
    include: process.env.CD_MUTATION_TEST_FILES?.split(',') ?? ['src/**/*.test.ts'],
    // One PostgreSQL (TEST_DATABASE_URL, else a throwaway embedded one) and one migrated template per run.
    globalSetup: ['@cd/db/testing/global-setup'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
