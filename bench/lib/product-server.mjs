// Starting, probing and stopping the built product the way the benchmarks need it, so that every benchmark
// measures the same thing: `node apps/api/dist/server.js` in production mode on its own data folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiHeapArgs, apiProcessEnv } from '../../scripts/lib/api-heap.mjs';
import { connect, embeddedUrl } from './bench-db.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverScript = path.join(root, 'apps/api/dist/server.js');
// A start on an older 1M folder first applies the newer migrations: rebuilding the token table takes about
// two minutes there (decision 099 item 15), so the start is given ten.
const healthyWithinMs = 600_000;
const probeTimeoutMs = 10_000; // a probe that hangs must not outlast the deadline
const stopGraceMs = 20_000;
const lingerMs = 15_000;
const outputTailChars = 20_000; // enough to explain an early exit without growing through a long load

/** An empty data folder, so that the product starts as on a first install (init PostgreSQL, migrate, seed). */
export function createDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-bench-'));
  // The embedded PostgreSQL runs as the postgres user, which must be able to reach its folder inside.
  fs.chmodSync(dataDir, 0o755);
  return dataDir;
}

/**
 * Waits for whatever still works in the folder before removing it: after a start that failed or was
 * interrupted, PostgreSQL or initdb can outlive the server for a moment and recreate what was removed.
 */
export async function removeDataDir(dataDir) {
  const deadline = Date.now() + lingerMs;
  while (processesIn(dataDir).length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}

/** Linux only (elsewhere nothing is awaited): a process counts when it runs in the folder or names it. */
function processesIn(dataDir) {
  let pids;
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const inside = (p) => p === dataDir || p.startsWith(dataDir + path.sep);
  return pids.filter((pid) => {
    try {
      const cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return inside(cwd) || args.some((arg) => arg.includes(dataDir));
    } catch {
      return false; // gone meanwhile, or not ours to inspect
    }
  });
}

/** The address the product believes it is served at; sign-in redirects go there, so it must match. */
export function publicUrl(port) {
  return `http://localhost:${port}`;
}

/**
 * BENCH_CPU_PROF=<folder>: the API process writes a V8 CPU profile there when it stops (open it in Chrome's
 * DevTools, or summarise it with `node bench/lib/cpu-profile-summary.mjs <file>`), to find where a request's
 * CPU goes. Off by default: the profiler itself costs CPU, so never combine it with figures you record.
 */
const cpuProfileArgs = (env = process.env) =>
  env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(env.BENCH_CPU_PROF)}`] : [];

/** Spawns the product without waiting for it; `output()` is the tail of its stdout so far. */
export function startProduct({ port, pgPort, dataDir }) {
  if (!fs.existsSync(serverScript)) {
    throw new Error('apps/api/dist/server.js is missing: run `pnpm build` first');
  }
  const child = spawn(process.execPath, [...apiHeapArgs(), ...cpuProfileArgs(), serverScript], {
    env: {
      ...apiProcessEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-outputTailChars)));
  return { child, output: () => output };
}

/** Resolves once /api/health answers 200; `signal` lets the caller give up sooner (timeout, Ctrl-C). */
export async function waitHealthy(product, { port, signal }) {
  const deadline = Date.now() + healthyWithinMs;
  for (;;) {
    signal?.throwIfAborted();
    const { exitCode, signalCode } = product.child;
    if (exitCode !== null || signalCode !== null) throw new Error(`server exited early\n${product.output()}`);
    if (Date.now() > deadline) throw new Error(`server not healthy within ${healthyWithinMs / 1000} s`);
    const probeSignal = AbortSignal.timeout(probeTimeoutMs);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: signal ? AbortSignal.any([signal, probeSignal]) : probeSignal,
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Stops the product if it still runs; SIGKILL only as a last resort, since it orphans the PostgreSQL. */
export async function stopProduct(product) {
  const child = product?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  // unref: a server that stops at once must not keep the benchmark alive for the rest of the grace period.
  const timer = new Promise((r) => setTimeout(() => r('timeout'), stopGraceMs).unref());
  if ((await Promise.race([exited, timer])) === 'timeout') {
    console.error(`server ignored SIGTERM for ${stopGraceMs / 1000} s; sending SIGKILL`);
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Figures only mean something next to the machine that produced them, and on a shared machine next to
 * its load (the 1, 5 and 15 minute load averages when the figures were taken).
 */
export function machineSummary() {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  // The model too: results of two sessions are only comparable on the same kind of machine.
  const model = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${os.cpus().length} cores (${model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, load ${load}`;
}

export const round = (n, digits = 1) => Number(n.toFixed(digits));

/** The ports a benchmark uses: BENCH_PORT / BENCH_PG_PORT, else its own defaults (benchmarks may run side by side). */
export const benchPorts = (port, pgPort) => ({
  port: Number(process.env.BENCH_PORT ?? port),
  pgPort: Number(process.env.BENCH_PG_PORT ?? pgPort),
});

/**
 * Runs `measure` against the built product with a client of its database, then stops the product however
 * `measure` ends. Without `dataDir` the product starts on a fresh folder (first install: migrate, seed)
 * that is removed afterwards; a given folder is kept.
 */
export async function withProduct({ port, pgPort, dataDir }, measure) {
  const folder = dataDir ?? createDataDir();
  let product = null;
  try {
    product = startProduct({ port, pgPort, dataDir: folder });
    await waitHealthy(product, { port });
    const db = await connect(embeddedUrl(pgPort));
    try {
      return await measure({
        product,
        db,
        pid: product.child.pid,
        origin: publicUrl(port),
        direct: `http://127.0.0.1:${port}`,
      });
    } finally {
      await db.end();
    }
  } finally {
    await stopProduct(product);
    if (!dataDir) await removeDataDir(folder);
  }
}

/** bench/results/<name>.json is committed, so a change's effect on the figures shows in its diff. */
export function writeResults(name, results) {
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(results, null, 2) + '\n');
}
