#!/usr/bin/env node
// Starts the built product for the browser tests: a fresh embedded PostgreSQL in a temp folder, demo data,
// port E2E_PORT (3100). Playwright's webServer runs it and stops it afterwards; the folder goes with it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiHeapArgs, apiProcessEnv } from './lib/api-heap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-e2e-'));
// As root, embedded PostgreSQL runs as the `postgres` user, who must be able to enter the folder.
fs.chmodSync(dataDir, 0o755);
// apps/web/playwright.config.ts reads the same variable, so parallel checkouts can each run their own.
const port = process.env.E2E_PORT ?? '3100';

const child = spawn(process.execPath, [...apiHeapArgs(), path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...apiProcessEnv(),
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
    SEED: 'demo',
    COMPANY_WEBSITE_URL: 'https://intranet.harbourpacific.example/',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
});

const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
