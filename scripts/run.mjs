#!/usr/bin/env node
// The README's two commands: `npm start` (install, build, run on embedded defaults) and `npm test`
// (install, then every check and test). Plain Node so it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.split('@')[1];
const command = process.argv[2];

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  fail(
    `Node.js ${process.versions.node} is too old: this project needs Node.js 24 LTS (see .nvmrc).\n` +
      '  Install it with your version manager (nvm install 24), or without touching the system Node:\n' +
      '  npm i --prefix "$HOME/.node24" node@24 && export PATH="$HOME/.node24/node_modules/.bin:$PATH"',
  );
}

/** The pinned pnpm: the one on PATH when it is that version, else fetched once through npx. */
function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  if (probe.status === 0 && probe.stdout.trim() === pnpmVersion) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${pnpmVersion}`];
}
const pnpm = pnpmCommand();

function run(args, { env = {}, label } = {}) {
  const [bin, ...pre] = pnpm;
  const started = Date.now();
  console.log(`\n▶ ${label ?? ['pnpm', ...args].join(' ')}`);
  const res = spawnSync(bin, [...pre, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) fail(`${label ?? args.join(' ')} failed after ${seconds} s`);
  console.log(`✔ ${label ?? args.join(' ')} (${seconds} s)`);
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
  for (const dir of ['packages/contracts', 'prisma', 'apps/api', 'apps/web']) {
    const file = path.join(root, dir, VITEST_REPORT);
    if (!fs.existsSync(file)) continue;
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
    reports.push(`${dir} ${r.numPassedTests}`);
  }
  const browser = path.join(root, REPORTS, 'playwright.json');
  if (fs.existsSync(browser)) {
    const { stats } = JSON.parse(fs.readFileSync(browser, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    reports.push(`browser ${stats.expected + stats.flaky}`);
  }
  return `(${reports.join(', ')})\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}

const timings = {};
if (command === 'start') {
  timings.install = run(['install', '--frozen-lockfile'], { label: 'install' });
  timings.build = run(['run', 'build'], { label: 'build' });
  console.log(`\n▶ starting (install ${timings.install} s, build ${timings.build} s)`);
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} else if (command === 'test') {
  const all = Date.now();
  timings.install = run(['install', '--frozen-lockfile'], { label: 'install' });
  timings.lint = run(['run', 'lint'], { label: 'lint + format check' });
  timings.build = run(['run', 'build'], { label: 'build' });
  timings.typecheck = run(['run', 'typecheck'], { label: 'typecheck' });
  fs.rmSync(path.join(root, REPORTS), { recursive: true, force: true });
  timings.unit = run(
    [
      'exec',
      'turbo',
      'run',
      'test',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${VITEST_REPORT}`,
    ],
    { label: 'unit + API integration tests' },
  );
  ensureChromium();
  timings.e2e = run(['run', 'test:e2e'], {
    label: 'browser tests',
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(root, REPORTS, 'playwright.json') },
  });
  const total = ((Date.now() - all) / 1000).toFixed(1);
  console.log(`\n✔ every check passed in ${total} s: ${JSON.stringify(timings)}`);
  console.log(summarizeTests());
} else {
  fail('usage: node scripts/run.mjs start|test');
}
