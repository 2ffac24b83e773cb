#!/usr/bin/env node
// Records bench/results/first-screen-render.json: runs the browser test that measures the first screen
// (apps/web/e2e/shell.spec.ts) with recording on. A plain test run writes its figure to .test-results/
// instead, so only this command changes the committed figure. Needs `pnpm build` first.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const res = spawnSync(
  'pnpm',
  ['--filter', '@cd/web', 'exec', 'playwright', 'test', 'e2e/shell.spec.ts', '-g', 'first screen render'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FIRST_SCREEN_RENDER_RECORD: '1' } },
);
if (res.status === 0) console.log('\nwrote bench/results/first-screen-render.json');
process.exit(res.status ?? 1);
