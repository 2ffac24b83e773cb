// What every mutation target shares: StrykerJS driving the package's own vitest config (so the API's tests
// get their database global setup), one test process at a time (two cores shared by several people), and a
// JSON report that bench/mutation/run.mjs turns into bench/results/mutation-<target>.json.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * `testFiles`: the tests that may kill the mutants. Handed to the package's vitest config (its `include`)
 * rather than to Stryker's own `testFiles` option, which activates module-level (static) mutants only
 * after the module has loaded, so they all "survive" (stryker-js issue 6144, still open in 10.1).
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function strykerConfig({ target, mutate, testFiles = [] }) {
  // Read by apps/<target>/vitest.config.ts in Stryker's test processes, which inherit this environment;
  // set it yourself to narrow a run further.
  if (testFiles.length > 0) process.env.CD_MUTATION_TEST_FILES ??= testFiles.join(',');
  return {
    testRunner: 'vitest',
    plugins: [require.resolve('@stryker-mutator/vitest-runner')],
    vitest: { configFile: 'vitest.config.ts', related: true },
    mutate,
    coverageAnalysis: 'perTest',
    concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
    timeoutMS: 20_000,
    reporters: ['clear-text', 'progress', 'json', 'html'],
    jsonReporter: { fileName: `reports/mutation/${target}.json` },
    htmlReporter: { fileName: `reports/mutation/${target}.html` },
    clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
    // Re-runs only the mutants whose code or covering tests changed since the last run on this machine
    // (the file stays in reports/, untracked: it holds whole sources and is rewritten by every run).
    incremental: true,
    incrementalFile: `reports/mutation/${target}.incremental.json`,
    tempDirName: `.stryker-tmp-${target}`, // one per target: runs of two targets may overlap
    ignorePatterns: [
      '/.stryker-tmp*',
      '/dist',
      '/reports',
      '/.data',
      '/test-results',
      '/playwright-report',
      '/e2e',
    ],
    cleanTempDir: 'always',
  };
}
