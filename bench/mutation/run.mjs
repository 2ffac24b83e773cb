#!/usr/bin/env node
// Mutation testing of the security-critical modules (StrykerJS + its vitest runner), outside `npm test`:
//   node bench/mutation/run.mjs <target>... [stryker options]   (pnpm mutation, mutation:api, mutation:web)
// Each target's config says what it mutates and which tests may kill the mutants. Prints a table per target
// and writes bench/results/mutation-<target>.json: the latest run, every surviving mutant (each a missing
// test or an equivalent mutant named in the README), and the earlier runs' figures under `history`.
// Stryker's HTML report: <package>/reports/mutation/<target>.html.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineSummary, writeResults } from '../lib/product-server.mjs';
import { formatTable, historyEntry, summarizeReport } from './summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TARGETS = {
  'api-guard': ['apps/api', 'stryker.guard.config.mjs'],
  'api-sessions': ['apps/api', 'stryker.sessions.config.mjs'],
  'api-import': ['apps/api', 'stryker.import.config.mjs'],
  'api-grants': ['apps/api', 'stryker.grants.config.mjs'],
  web: ['apps/web', 'stryker.config.mjs'],
};
const GROUPS = { api: ['api-guard', 'api-sessions', 'api-import', 'api-grants'] };
const HISTORY_LENGTH = 10;
// The package exports neither its bin nor its package.json.
const core = path.join(root, 'node_modules/@stryker-mutator/core');
const stryker = path.join(core, 'bin/stryker.js');
const strykerVersion = JSON.parse(fs.readFileSync(path.join(core, 'package.json'), 'utf8')).version;

const args = process.argv.slice(2);
const named = (a) => a in TARGETS || a in GROUPS;
const targets = args.filter(named).flatMap((a) => GROUPS[a] ?? [a]);
const passThrough = args.filter((a) => !named(a)); // e.g. --concurrency 2, --logLevel debug
if (targets.length === 0) {
  const names = [...Object.keys(GROUPS), ...Object.keys(TARGETS)].join('|');
  console.error(`usage: node bench/mutation/run.mjs ${names} [stryker options]`);
  process.exit(2);
}

function readResults(name) {
  const file = path.join(root, 'bench/results', `${name}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

let failed = false;
for (const target of targets) {
  const [dir, config] = TARGETS[target];
  const cwd = path.join(root, dir);
  const report = path.join(cwd, 'reports/mutation', `${target}.json`);
  fs.rmSync(report, { force: true });
  console.log(`\n▶ mutation testing: ${target} (${dir}/${config})`);
  const started = Date.now();
  const res = spawnSync(process.execPath, [stryker, 'run', config, ...passThrough], {
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
  const run = {
    date: new Date().toISOString(),
    // What the run measured, e.g. "before the tests the survivors asked for" (kept in `history`).
    label: process.env.MUTATION_LABEL,
    machine: machineSummary(),
    stryker: strykerVersion,
    durationSeconds: seconds,
    options: passThrough.join(' ') || '(config defaults)',
    testFiles: process.env.CD_MUTATION_TEST_FILES ?? '(config)',
  };
  const previous = readResults(`mutation-${target}`);
  writeResults(`mutation-${target}`, {
    ...run,
    ...summary,
    history: previous ? [...(previous.history ?? []), historyEntry(previous)].slice(-HISTORY_LENGTH) : [],
  });
  console.log(`\n${target}: mutation score ${summary.score ?? '-'}% in ${seconds} s`);
  console.log(formatTable(summary));
  console.log(
    `${summary.survivors.length} surviving mutant(s), each a missing test: bench/results/mutation-${target}.json`,
  );
}
process.exit(failed ? 1 : 0);
