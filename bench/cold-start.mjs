#!/usr/bin/env node
// Measures how long the built product takes from `node server.js` to a healthy /api/health:
// first start on an empty data folder (init PostgreSQL, migrate, seed) and a restart on the same folder
// (data kept, nothing seeded again). Prints the figures and writes bench/results/cold-start.json.
// Needs `pnpm build` first.
import {
  createDataDir,
  machineSummary,
  removeDataDir,
  startProduct,
  stopProduct,
  waitHealthy,
  writeResults,
} from './lib/product-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3300);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 54410);
const dataDir = createDataDir();

async function startAndWait(label) {
  const started = performance.now();
  const product = startProduct({ port, pgPort, dataDir });
  try {
    await waitHealthy(product, { port });
    const ms = performance.now() - started;
    return { ms: Math.round(ms), seeded: product.output().includes('loading demo data') };
  } catch (err) {
    throw new Error(`${label}: ${err.message}`);
  } finally {
    // The restart needs the port and the data folder free, and a failed start must not outlive the run.
    await stopProduct(product);
  }
}

try {
  const first = await startAndWait('first start');
  const second = await startAndWait('restart');
  if (!first.seeded || second.seeded) throw new Error('expected demo data on the first start only');
  const results = {
    date: new Date().toISOString(),
    machine: machineSummary(),
    firstStartMs: first.ms,
    restartMs: second.ms,
  };
  console.log(
    `first start (init PostgreSQL, migrate, seed 2,000 contacts) to healthy: ${(first.ms / 1000).toFixed(2)} s`,
  );
  console.log(`restart on the same data to healthy: ${(second.ms / 1000).toFixed(2)} s`);
  writeResults('cold-start', results);
} finally {
  await removeDataDir(dataDir);
}
