#!/usr/bin/env node
// Mutation testing of the security-critical modules (StrykerJS + its vitest runner), outside `npm test`:
//   node bench/mutation/run.mjs api|web [...]   (pnpm mutation, pnpm mutation:api, pnpm mutation:web)
// Each target's stryker.config.mjs says what it mutates and which tests may kill the mutants. Prints a table
// per target and writes bench/results/mutation-<target>.json; surviving mutants are listed there, each a
// missing test. Stryker's HTML report: apps/<target>/reports/mutation/<target>.html.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineSummary, writeResults } from '../lib/product-server.mjs';
import { formatTable, summarizeReport } from './summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TARGETS = { api: 'apps/api', web: 'apps/web' };
// The package exports neither its bin nor its package.json.
const core = path.join(root, 'node_modules/@stryker-mutator/core');
const stryker = path.join(core, 'bin/stryker.js');
const strykerVersion = JSON.parse(fs.readFileSync(path.join(core, 'package.json'), 'utf8')).version;

const args = process.argv.slice(2);
const targets = args.filter((a) => a in TARGETS);
const passThrough = args.filter((a) => !(a in TARGETS)); // e.g. --concurrency 2, --logLevel debug
if (targets.length === 0) {
  console.error(`usage: node bench/mutation/run.mjs ${Object.keys(TARGETS).join('|')} [stryker options]`);
  process.exit(2);
}

let failed = false;
for (const target of targets) {
  const cwd = path.join(root, TARGETS[target]);
  const report = path.join(cwd, 'reports/mutation', `${target}.json`);
  fs.rmSync(report, { force: true });
  console.log(`\n▶ mutation testing: ${target} (${TARGETS[target]}/stryker.config.mjs)`);
  const started = Date.now();
  const res = spawnSync(process.execPath, [stryker, 'run', 'stryker.config.mjs', ...passThrough], {
    cwd,
    stdio: 'inherit',
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (res.status !== 0 || !fs.existsSync(report)) {
    console.error(`✖ ${target}: stryker exited ${res.status ?? res.signal} after ${seconds} s`);
    failed = true;
    continue;
  }
  const summary = summarizeReport(JSON.parse(fs.readFileSync(report, 'utf8')));
  writeResults(`mutation-${target}`, {
    date: new Date().toISOString(),
    machine: machineSummary(),
    stryker: strykerVersion,
    durationSeconds: seconds,
    options: passThrough.join(' ') || '(config defaults)',
    testFiles: process.env.CD_MUTATION_TEST_FILES ?? '(config)',
    ...summary,
  });
  console.log(`\n${target}: mutation score ${summary.score ?? '-'}% in ${seconds} s`);
  console.log(formatTable(summary));
  console.log(
    `${summary.survivors.length} surviving mutant(s), each a missing test: bench/results/mutation-${target}.json`,
  );
}
process.exit(failed ? 1 : 0);
