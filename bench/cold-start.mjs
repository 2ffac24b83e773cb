#!/usr/bin/env node
// Measures how long the built product takes from `node server.js` to a healthy /api/health:
// first start on an empty data folder (init PostgreSQL, migrate, seed) and a restart on the same folder
// (data kept, nothing seeded again). Prints the figures and writes bench/results/cold-start.json.
// Needs `pnpm build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3300);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 54410);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-bench-'));
fs.chmodSync(dataDir, 0o755);

async function startAndWait(label) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label}: server exited early\n${output}`);
    if (Date.now() > deadline) throw new Error(`${label}: not healthy within 120 s`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - started;
  const seeded = output.includes('loading demo data');
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms: Math.round(ms), seeded };
}

try {
  const first = await startAndWait('first start');
  const second = await startAndWait('restart');
  if (!first.seeded || second.seeded) throw new Error('expected demo data on the first start only');
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    firstStartMs: first.ms,
    restartMs: second.ms,
  };
  console.log(
    `first start (init PostgreSQL, migrate, seed 2,000 contacts) to healthy: ${(first.ms / 1000).toFixed(2)} s`,
  );
  console.log(`restart on the same data to healthy: ${(second.ms / 1000).toFixed(2)} s`);
  fs.writeFileSync(path.join(root, 'bench/results/cold-start.json'), JSON.stringify(results, null, 2) + '\n');
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
