#!/usr/bin/env node
// The README's two commands: `npm start` (install, build, run on embedded defaults) and `npm test`
// (install, then every check and test). Plain Node so it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiHeapArgs, apiProcessEnv } from './lib/api-heap.mjs';
import { changedSince, checkoutChanges } from './lib/checkout.mjs';
import {
  REEXEC_MARK,
  decideRuntime,
  nodeBinary,
  npmSettingsEnv,
  prependPath,
  provisionNode,
  provisionPnpm,
  readNpmSettings,
  reexecArgs,
  reexecEnv,
  runInForeground,
  toolchainCacheDir,
} from './lib/toolchain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.split('@')[1];
const command = process.argv[2];
const cacheRoot = toolchainCacheDir(process.env, os.homedir());

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function attempt(action) {
  try {
    return action();
  } catch (error) {
    return fail(error.message);
  }
}

function run(args, { env = {}, label } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label ?? ['pnpm', ...args].join(' ')}`);
  const res = spawnSync('pnpm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) fail(`${label ?? args.join(' ')} failed after ${seconds} s`);
  console.log(`✔ ${label ?? args.join(' ')} (${seconds} s)`);
  return Number(seconds);
}

// `npm start` shows a newcomer a few lines and the banner; the installer's and the build's own output
// (asset lists, update and telemetry notices) goes here, and its tail is shown when a step fails.
const START_LOG = path.join('.data', 'start.log');

function runQuietly(args, label) {
  const started = Date.now();
  const logFile = path.join(root, START_LOG);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.appendFileSync(logFile, `\n### ${new Date().toISOString()} pnpm ${args.join(' ')}\n`);
  const fd = fs.openSync(logFile, 'a');
  const res = spawnSync('pnpm', args, { cwd: root, stdio: ['ignore', fd, fd], env: process.env });
  fs.closeSync(fd);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
    console.error(`${tail}\n`);
    fail(`${label} failed after ${seconds} s (the whole output is in ${START_LOG})`);
  }
  console.log(`✔ ${label} (${seconds} s)`);
  return Number(seconds);
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('\n▶ installing Debian chromium for the browser tests');
    const res = spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    });
    if (res.status === 0 && fs.existsSync(chromium)) return;
  }
  fail(
    `Browser tests need Chromium at ${chromium}. Install it (Debian/Ubuntu: apt-get install -y chromium)\n` +
      '  or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

const REPORTS = '.test-results';
const VITEST_REPORT = '.test-results/vitest.json';

/** One closing line over every runner's JSON report, so a log states how many tests really ran. */
function summarizeTests() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const reports = [];
  for (const dir of ['packages/contracts', 'prisma', 'apps/api', 'apps/web', '.']) {
    const file = path.join(root, dir, VITEST_REPORT);
    if (!fs.existsSync(file)) continue;
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
    reports.push(`${dir === '.' ? 'scripts' : dir} ${r.numPassedTests}`);
  }
  const browser = path.join(root, REPORTS, 'playwright.json');
  if (fs.existsSync(browser)) {
    const { stats } = JSON.parse(fs.readFileSync(browser, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    reports.push(`browser ${stats.expected + stats.flaky}`);
  }
  return {
    summary: `(${reports.join(', ')})\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`,
    failed,
  };
}

const timings = {};

function start() {
  fs.rmSync(path.join(root, START_LOG), { force: true });
  console.log(`▶ installing and building (their output goes to ${START_LOG})`);
  runQuietly(['install', '--frozen-lockfile'], 'install');
  runQuietly(['run', 'build'], 'build');
  console.log('▶ starting the database and the server');
  runInForeground(process.execPath, [...apiHeapArgs(), 'apps/api/dist/server.js'], {
    cwd: root,
    env: { NODE_ENV: 'production', ...apiProcessEnv() },
  });
}

function test() {
  const all = Date.now();
  const changesBefore = checkoutChanges(root);
  timings.install = run(['install', '--frozen-lockfile'], { label: 'install' });
  timings.lint = run(['run', 'lint'], { label: 'lint + format check' });
  timings.build = run(['run', 'build'], { label: 'build' });
  timings.typecheck = run(['run', 'typecheck'], { label: 'typecheck' });
  fs.rmSync(path.join(root, REPORTS), { recursive: true, force: true });
  const jsonReport = ['--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`];
  timings.unit = run(['exec', 'turbo', 'run', 'test', '--', ...jsonReport], {
    label: 'unit + API integration tests',
  });
  timings.scripts = run(['run', 'test:scripts', ...jsonReport], { label: 'run-script and bench tests' });
  ensureChromium();
  timings.e2e = run(['run', 'test:e2e'], {
    label: 'browser tests',
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(root, REPORTS, 'playwright.json') },
  });
  const total = ((Date.now() - all) / 1000).toFixed(1);
  const { summary, failed } = summarizeTests();
  console.log(summary);
  // Belt and braces: a runner that reports failures but exits 0 (it happened: an exit hook overwrote
  // vitest's code) must still fail the run.
  if (failed > 0) fail(`${failed} test(s) failed although every runner exited 0`);
  // Results of a run belong in ignored folders; committed figures change only through benchmark commands.
  const written = changedSince(changesBefore, checkoutChanges(root));
  if (written.length > 0) {
    fail(
      `the test run changed the checkout (write such files to an ignored folder):\n  ${written.join('\n  ')}`,
    );
  }
  console.log(`\n✔ every check passed in ${total} s: ${JSON.stringify(timings)}`);
}

/** The production topology test (scripts/topology), under the Node this chain settled on. */
function topology() {
  const res = spawnSync(process.execPath, [path.join(root, 'scripts/topology/run.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(res.status ?? 1);
}

if (!['start', 'test', 'topology'].includes(command)) fail('usage: node scripts/run.mjs start|test|topology');

// The machine's npm settings (CA file, mirror, proxies), read once by the first process of the chain
// while npm still runs on the machine's Node, and handed to pnpm and to the re-run.
if (!process.env[REEXEC_MARK])
  Object.assign(process.env, npmSettingsEnv(process.env, readNpmSettings(process.env, root)));

// An older Node (these machines carry 20) fetches Node 24 once and runs this same command under it.
const runtime = decideRuntime(process.versions.node, process.env);
if (runtime.action === 'fail') fail(runtime.reason);
if (runtime.action === 'reexec') {
  const prefix = attempt(() => provisionNode(cacheRoot, console.log));
  runInForeground(nodeBinary(prefix), reexecArgs(process.execArgv, process.argv), {
    env: reexecEnv(process.env, prefix),
  });
} else {
  const pnpmBin = attempt(() => provisionPnpm(pnpmVersion, cacheRoot, console.log));
  // Every child (turbo, package scripts calling pnpm) finds the pinned pnpm first.
  if (pnpmBin) Object.assign(process.env, prependPath(process.env, pnpmBin));
  if (command === 'start') start();
  else if (command === 'topology') topology();
  else test();
}
