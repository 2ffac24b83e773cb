#!/usr/bin/env node
// Measures what an authenticated API request costs: every one verifies the HMAC access cookie, loads the
// session row and the user's grants (docs/decisions/004). Starts the built product on an empty data folder,
// signs in through the real OIDC flow (embedded IdP, demo account), then sends a bounded number of requests
// to an unauthenticated baseline and two authenticated endpoints. Prints requests/s and latency percentiles
// and writes bench/results/api-latency.json. Needs `pnpm build` first.
import {
  benchPorts,
  createDataDir,
  machineSummary,
  publicUrl,
  removeDataDir,
  startProduct,
  stopProduct,
  waitHealthy,
  writeResults,
} from './lib/product-server.mjs';
import { memory, resetPeak, signIn as signInAs } from './lib/session.mjs';

const { port, pgPort } = benchPorts(3310, 54430);
const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const warmUp = Number(process.env.BENCH_WARMUP ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const overallTimeoutMs = 300_000;
const requestTimeoutMs = 10_000;
const origin = publicUrl(port); // the IdP redirects here
const direct = `http://127.0.0.1:${port}`; // the measured requests skip name resolution
const account = { email: 'eric.ho@harbourpacific.com', password: 'demo' };

// One switch stops everything: the overall timeout, Ctrl-C, or a failure.
const stop = new AbortController();
const overallTimer = setTimeout(
  () => stop.abort(new Error(`gave up after ${overallTimeoutMs / 1000} s`)),
  overallTimeoutMs,
);
process.once('SIGINT', () => stop.abort(new Error('interrupted')));
const signal = () => AbortSignal.any([stop.signal, AbortSignal.timeout(requestTimeoutMs)]);

const dataDir = createDataDir();
let server = null;

/** Signs the demo account in through the real OIDC flow. */
const signIn = () => signInAs({ origin, account, signal });

async function getJson(jar, pathAndQuery) {
  const res = await fetch(`${direct}${pathAndQuery}`, {
    headers: jar ? { cookie: jar.header(`${direct}${pathAndQuery}`) } : {},
    signal: signal(),
  });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, text };
}

/** The first OU id (1 first, as the root HPG usually is) whose detail answers 200 for this user. */
async function findOuId(jar) {
  let first = null;
  for (let id = 1; id <= 20; id++) {
    const r = await getJson(jar, `/api/OrganizationUnits/GetOUDetail?ouID=${id}`);
    first ??= r;
    if (r.status === 200) return { id, detail: r.body?.data };
  }
  throw new Error(`GetOUDetail answered no OU id 1..20 with 200; id 1 gave ${first.status}: ${first.text}`);
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const round = (n, digits = 2) => Number(n.toFixed(digits));

/** `count` GETs with `concurrency` in flight; every answer must be 200. */
async function load(pathAndQuery, cookie, count) {
  const url = `${direct}${pathAndQuery}`;
  const headers = cookie ? { cookie } : {};
  const latencies = [];
  const failures = new Map();
  let issued = 0;
  const worker = async () => {
    while (issued < count) {
      issued++;
      const t0 = performance.now();
      const res = await fetch(url, { headers, signal: signal() });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status !== 200) failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    non200: Object.fromEntries(failures),
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 0.5)),
    p95Ms: round(percentile(latencies, 0.95)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(latencies.at(-1)),
  };
}

try {
  const startedAt = performance.now();
  server = startProduct({ port, pgPort, dataDir });
  await waitHealthy(server, { port, signal: stop.signal });
  const startMs = performance.now() - startedAt;
  if (!server.output().includes('loading demo data'))
    throw new Error('expected demo data on the first start');

  const first = await signIn();
  const second = await signIn(); // the same flow once everything on the way is warm
  const { jar } = first;
  const session = await getJson(jar, '/api/auth/session');
  if (session.status !== 200) throw new Error(`GET /api/auth/session: ${session.status} ${session.text}`);
  const signedInAs = JSON.stringify(session.body).includes(account.email);
  if (!signedInAs) throw new Error(`GET /api/auth/session does not name ${account.email}: ${session.text}`);
  const ou = await findOuId(jar);

  const cookie = `cd_at=${jar.value('cd_at')}`; // all these /api paths need only the access cookie
  const endpoints = [
    { name: 'GET /api/health', auth: 'none (baseline: no database)', path: '/api/health', cookie: null },
    { name: 'GET /api/auth/session', auth: 'cookie, session + grants', path: '/api/auth/session', cookie },
    {
      name: `GET /api/OrganizationUnits/GetOUDetail?ouID=${ou.id}`,
      auth: 'cookie, session + grants + OU',
      path: `/api/OrganizationUnits/GetOUDetail?ouID=${ou.id}`,
      cookie,
    },
  ];

  const rssBeforeLoad = memory(server.child.pid);
  const peakReset = resetPeak(server.child.pid);
  const figures = [];
  for (const e of endpoints) {
    await load(e.path, e.cookie, warmUp);
    const result = await load(e.path, e.cookie, requests);
    figures.push({ endpoint: e.name, auth: e.auth, ...result });
  }
  const mem = memory(server.child.pid);

  const results = {
    date: new Date().toISOString(),
    machine: machineSummary(),
    setup: {
      requestsPerEndpoint: requests,
      warmUpPerEndpoint: warmUp,
      concurrency,
      client: 'fetch (undici, keep-alive) in the same machine as server and PostgreSQL',
      account: account.email,
      ouId: ou.id,
      ouCode: ou.detail?.code ?? null,
    },
    startToHealthyMs: Math.round(startMs),
    signIn: { firstMs: round(first.ms, 1), warmMs: round(second.ms, 1), requests: first.hops },
    endpoints: figures,
    serverMemory: mem && {
      rssBeforeLoadMiB: rssBeforeLoad && round(rssBeforeLoad.rssMiB, 1),
      rssAfterLoadMiB: round(mem.rssMiB, 1),
      peakRssMiB: round(mem.hwmMiB, 1),
      peakCovers: peakReset ? 'the measured load only' : 'the whole process life, seeding included',
    },
  };

  console.log(`machine: ${results.machine}`);
  console.log(`start to healthy (first start, seeds demo data): ${(startMs / 1000).toFixed(2)} s`);
  console.log(
    `sign-in (${first.hops} requests, login -> IdP -> callback): first ${first.ms.toFixed(1)} ms, ` +
      `warm ${second.ms.toFixed(1)} ms`,
  );
  console.log(
    `${requests} requests per endpoint after ${warmUp} warm-up, concurrency ${concurrency}, as ${account.email}\n`,
  );
  const header = ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-200'];
  const rows = figures.map((f) => [
    f.endpoint,
    String(f.requestsPerSecond),
    f.p50Ms.toFixed(2),
    f.p95Ms.toFixed(2),
    f.p99Ms.toFixed(2),
    f.maxMs.toFixed(2),
    Object.keys(f.non200).length ? JSON.stringify(f.non200) : '0',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(r));
  if (mem) {
    const m = results.serverMemory;
    console.log(
      `\nserver process RSS: ${m.rssBeforeLoadMiB} MiB before load, ${m.rssAfterLoadMiB} MiB after, ` +
        `peak ${m.peakRssMiB} MiB (${m.peakCovers}; PostgreSQL not included)`,
    );
  }
  const failed = figures.filter((f) => Object.keys(f.non200).length);
  if (failed.length) console.log(`\nWARNING: non-200 answers on ${failed.map((f) => f.endpoint).join(', ')}`);

  writeResults('api-latency', results);
  if (failed.length) process.exitCode = 1;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  clearTimeout(overallTimer);
  await stopProduct(server);
  await removeDataDir(dataDir);
}
