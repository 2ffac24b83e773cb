#!/usr/bin/env node
// Search at scale (issue 7, decision 020; issue 17, decision 099): a mix of query kinds against a directory of
// about a million contacts: fixed queries, and queries drawn from the directory's own names (random contacts'
// full names, surnames, given-name prefixes and Chinese surnames, so common names come often and a cache is
// credited only with the hits real traffic would give). The API way runs at 1 and at BENCH_CONNECTIONS (20)
// in flight and records the CPU per request of the API process and of PostgreSQL (from /proc); the other two
// ways at BENCH_CONNECTIONS:
//   api:   POST /api/Contacts/ContactBasicSearch/ (or ContactAdvanceSearch/) over HTTP with autocannon, signed
//          in as the plain employee (eric.ho: FN-0000 on every OU through the trusted domain);
//   sql:   the same search's database work called directly (the API's own tier builder, ranked pager and
//          row loader from apps/api/dist on a Prisma client), without HTTP, cookies, session or grants;
//   naive: today's single-index query: rank every trigram match by word_similarity, plus an exact count.
// api/sql is the API's overhead, naive/api the design's gain. Needs `pnpm build` and a data folder made once
// (about 1M contacts; see README, Benchmarks):
//   DATA_DIR=.data/bench-1m EMBEDDED_PG_PORT=54406 pnpm --filter @cd/db seed --contacts 1000000
//   BENCH_DATA_DIR=.data/bench-1m BENCH_PG_PORT=54406 node bench/search.mjs
// Writes bench/results/search.json (or bench/results/$BENCH_RESULTS.json).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  machineSummary,
  publicUrl,
  startProduct,
  stopProduct,
  waitHealthy,
  writeResults,
} from './lib/product-server.mjs';
import { signIn } from './lib/sign-in.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.BENCH_DATA_DIR && path.resolve(process.env.BENCH_DATA_DIR);
const port = Number(process.env.BENCH_PORT ?? 3206);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 54406);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const naiveRequests = Number(process.env.BENCH_NAIVE_REQUESTS ?? 40);
// Today's naive query can run for minutes on a common term: it is cut off there, so the run ends in time
// (its p95 is then a lower bound; the cut-offs are counted as failures).
const naiveTimeoutMs = Number(process.env.BENCH_NAIVE_TIMEOUT_MS ?? 5000);
const origin = publicUrl(port);
const direct = `http://127.0.0.1:${port}`;
const account = { email: 'eric.ho@harbourpacific.com', password: 'demo' };
const GOAL_P95_MS = 50;
const GOAL_OVERHEAD = 1.5;
const GOAL_CPU_MS = 2.5;

if (!dataDir) {
  console.error('BENCH_DATA_DIR must name a data folder holding about 1,000,000 contacts (see the header).');
  process.exit(2);
}

const stop = new AbortController();
process.once('SIGINT', () => stop.abort(new Error('interrupted')));
const signal = () => AbortSignal.any([stop.signal, AbortSignal.timeout(120_000)]);

const round = (n, digits = 1) => Number(n.toFixed(digits));
const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
function summary(latencies, elapsedSeconds, failures = 0) {
  if (latencies.length === 0)
    return { requests: 0, failures, requestsPerSecond: 0, p50Ms: null, p95Ms: null, p99Ms: null };
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    failures,
    requestsPerSecond: round(sorted.length / elapsedSeconds),
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
  };
}

/** Samples of the generated data that the phone, extension and email kinds look up. */
async function samples(prisma) {
  const rows = await prisma.$queryRaw`
    SELECT email, phone_country_code AS cc, phone_number AS number, phone_extension AS ext
      FROM contact WHERE created_by = 'generator' AND id % 20011 = 7 ORDER BY id LIMIT 5`;
  if (rows.length < 3) throw new Error('the data folder holds too few generated contacts');
  return rows;
}

/** Queries drawn from the directory's own names: random contacts, so frequent names come often. */
async function sampledKinds(prisma, count = Number(process.env.BENCH_SAMPLED_QUERIES ?? 200)) {
  const draw = prisma.$queryRaw`
    SELECT display_name AS "display", family_name AS "family", first_name AS "first", chinese_name AS "chinese"
      FROM contact ORDER BY random(), id LIMIT ${count}`;
  // BENCH_SEED (0 to 1) draws the same names and typos on every run, for comparing two versions side by
  // side: the sampled kinds' p95 moves by tens of milliseconds between fresh draws. Unset: a fresh draw.
  const seed = process.env.BENCH_SEED;
  const rows =
    seed === undefined
      ? await draw
      : (
          await prisma.$transaction([prisma.$queryRaw`SELECT setseed(${Number(seed)}::float8)::text`, draw])
        )[1];
  const basic = (texts) =>
    texts.filter(Boolean).map((searchText) => ({ path: 'ContactBasicSearch', body: { searchText } }));
  return {
    'sampled full name': basic(rows.map((r) => r.display)),
    'sampled surname': basic(rows.map((r) => r.family)),
    'sampled given-name prefix': basic(rows.map((r) => r.first.split(/\s/)[0].slice(0, 4))),
    'sampled Chinese surname': basic(rows.map((r) => r.chinese?.slice(0, 1))),
    'sampled typo': basic(rows.map((r) => misspell(`${r.first.split(/\s/)[0]} ${r.family}`))),
  };
}

/** mulberry32: the typos of a BENCH_SEED run repeat with its names. */
function seededRandom(seed) {
  let a = Math.floor(seed * 2 ** 32) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const typoRandom =
  process.env.BENCH_SEED === undefined ? Math.random : seededRandom(Number(process.env.BENCH_SEED));

/**
 * A name as people mistype it (issue 17 item 3): in each word of five letters or more one adjacent swap,
 * missing, extra or wrong letter, and a second one from nine letters, as the typo rule forgives.
 */
function misspell(name) {
  const edit = (w) => {
    const i = Math.floor(typoRandom() * (w.length - 1));
    const letter = 'aeinorst'[Math.floor(typoRandom() * 8)];
    switch (Math.floor(typoRandom() * 4)) {
      case 0:
        return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
      case 1:
        return w.slice(0, i) + w.slice(i + 1);
      case 2:
        return w.slice(0, i) + letter + w.slice(i);
      default:
        return w.slice(0, i) + letter + w.slice(i + 1);
    }
  };
  return name
    .toLowerCase()
    .split(/\s+/)
    .map((w) => (w.length >= 9 ? edit(edit(w)) : w.length >= 5 ? edit(w) : w))
    .join(' ');
}

/** CPU seconds used so far by a process (utime + stime), and by the children it has waited for. */
function cpuOf(pid, withChildren = false) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks =
      Number(fields[11]) + Number(fields[12]) + (withChildren ? Number(fields[13]) + Number(fields[14]) : 0);
    return ticks / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of the PostgreSQL cluster serving `dataDir`: its postmaster, its live and its ended backends. */
function postgresCpu(dataDir) {
  const postmaster = Number(
    fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  let total = cpuOf(postmaster, true);
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === postmaster) total += cpuOf(name);
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

function queryMix(sample) {
  const basic = (texts) => texts.map((searchText) => ({ path: 'ContactBasicSearch', body: { searchText } }));
  const spaced = (digits) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  return {
    'exact full name': basic(['peter chan', 'michael wong', 'carmen lee', 'chan tai man']),
    'common surname': basic(['chan', 'wong', 'lee']),
    prefix: basic(['mich', 'cheu', 'kowal', 'stef']),
    typo: basic(['Micheal Wong', 'Kenenth Lau', 'Stephanei Cheung']),
    'accent-free': basic(['jose', 'francois', 'lukasz', 'muller']),
    'one Chinese character': basic(['陳', '黃', '李']),
    'two Chinese characters': basic(['大文', '志明', '美玲']),
    Jyutping: basic(['can daai man', 'wong mei ling', 'lei wing si']),
    'email local part': basic(sample.map((s) => s.email.split('@')[0])),
    'phone digits': basic(sample.map((s) => `+${s.cc} ${spaced(s.number)}`)),
    extension: basic(sample.map((s) => s.ext)),
    'advanced combination': [
      { path: 'ContactAdvanceSearch', body: { name: 'chan', title: 'manager', country: 'HK' } },
      { path: 'ContactAdvanceSearch', body: { name: 'wong', department: 'finance' } },
      { path: 'ContactAdvanceSearch', body: { name: 'lee', workingAddress: 'tower' } },
    ],
  };
}

/** The kind's requests over HTTP, cycling through its queries, for `seconds`. */
async function overHttp(cookie, queries, duration = seconds, inFlight = connections, cpu = null) {
  const latencies = [];
  let failures = 0;
  const before = cpu?.();
  const requests = queries.map((q) => ({
    method: 'POST',
    path: `/api/Contacts/${q.path}/`,
    headers: { cookie, 'content-type': 'application/json', 'x-cd-csrf': '1' },
    body: JSON.stringify({ ...q.body, page: 1, pageSize: 25 }),
  }));
  // autocannon starts every connection at the first query, so the 20 walked the list in step: each name was
  // searched by all of them within a few milliseconds, a costly one queued 20 times at once. Real users in
  // the same second search different names: each connection starts at its own place in the list (the sql
  // way's shared counter already did so). BENCH_LOCKSTEP=1 measures the old way, for comparison.
  let clients = 0;
  const staggered = (client) => {
    const from = Math.floor((clients++ * requests.length) / inFlight);
    client.setRequests([...requests.slice(from), ...requests.slice(0, from)].map((r) => ({ ...r })));
  };
  const instance = autocannon({
    url: direct,
    connections: inFlight,
    duration,
    timeout: 10,
    requests,
    ...(process.env.BENCH_LOCKSTEP ? {} : { setupClient: staggered }),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
    else failures++;
  });
  const result = await instance;
  const row = summary(latencies, result.duration, failures + result.errors + result.timeouts);
  if (!before) return row;
  const after = cpu();
  const per = (a, b) => round(((a - b) * 1000) / Math.max(1, latencies.length + failures), 2);
  return {
    ...row,
    cpuMsPerRequest: {
      node: per(after.node, before.node),
      postgres: per(after.postgres, before.postgres),
      total: per(after.node + after.postgres, before.node + before.postgres),
    },
  };
}

/** `work(query)` from `connections` loops, for `seconds` or until `maxRequests`. */
async function inProcess(queries, work, { maxRequests = Infinity } = {}) {
  const latencies = [];
  let issued = 0;
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const loop = async () => {
    while (performance.now() < deadline && issued < maxRequests) {
      const query = queries[issued++ % queries.length];
      const t0 = performance.now();
      try {
        await work(query);
      } catch {
        failures++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return summary(latencies, (performance.now() - started) / 1000, failures);
}

/** The machine's 1-minute load average every 5 s while the run lasts: the figures depend on it. */
function sampleLoad() {
  const samples = [];
  const take = () => samples.push(os.loadavg()[0] ?? 0);
  take();
  const timer = setInterval(take, 5000);
  return () => {
    clearInterval(timer);
    take();
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      samples: samples.length,
      min: round(sorted[0]),
      median: round(percentile(sorted, 0.5)),
      max: round(sorted.at(-1)),
    };
  };
}

let server = null;
let prisma = null;
let naivePrisma = null;
try {
  const { createPrismaClient } = await import(path.join(root, 'prisma/dist/index.js'));
  const { basicSearchTiers } = await import(
    path.join(root, 'apps/api/dist/modules/contacts/basic-search.js')
  );
  const { advancedPage } = await import(path.join(root, 'apps/api/dist/modules/contacts/advance-search.js'));
  const { rankedPage } = await import(path.join(root, 'apps/api/dist/modules/contacts/ranked-page.js'));
  const { loadSearchItems } = await import(path.join(root, 'apps/api/dist/modules/contacts/contact-row.js'));

  const startedAt = performance.now();
  server = startProduct({ port, pgPort, dataDir });
  await waitHealthy(server, { port, signal: stop.signal });
  console.log(`product up in ${Math.round(performance.now() - startedAt)} ms on ${dataDir}`);
  const databaseUrl = `postgresql://postgres:postgres@localhost:${pgPort}/contact_directory`;
  prisma = createPrismaClient(databaseUrl, { poolSize: connections });
  // The identity provider's issuer is the product's address: a data folder first signed into on another
  // BENCH_PORT holds the employee bound to that issuer, and the sign-in would be refused as a clash. The
  // bench's own folder, so the binding is released and the sign-in adopts the row again.
  await prisma.$executeRaw`UPDATE app_user SET issuer = NULL, subject = NULL
                            WHERE email = ${account.email} AND issuer IS DISTINCT FROM ${`${origin}/idp`}`;
  const { jar } = await signIn({ origin, account, signal });
  const cookie = `cd_at=${jar.value('cd_at')}`;

  naivePrisma = createPrismaClient(
    `${databaseUrl}?options=${encodeURIComponent(`-c statement_timeout=${naiveTimeoutMs}`)}`,
    { poolSize: connections },
  );
  const [{ n: contacts }] = await prisma.$queryRaw`SELECT count(*)::int AS n FROM contact`;
  // BENCH_KINDS (a regular expression over the kind names) runs some kinds only, e.g. 'typo|full name'.
  const only = process.env.BENCH_KINDS ? new RegExp(process.env.BENCH_KINDS, 'i') : null;
  const mix = Object.fromEntries(
    Object.entries({ ...queryMix(await samples(prisma)), ...(await sampledKinds(prisma)) }).filter(
      ([kind]) => !only || only.test(kind),
    ),
  );
  const cpu = () => ({ node: cpuOf(server.child.pid), postgres: postgresCpu(dataDir) });
  console.log(`${contacts} contacts; ${connections} connections, ${seconds} s per kind and way\n`);

  // The employee sees every OU: the API adds no OU filter either (OuScope.ids is null).
  const page = { page: 1, pageSize: 25 };
  const countryOus = async (country) =>
    (await prisma.$queryRaw`SELECT id FROM organization_unit WHERE country_code = ${country}`).map(
      (r) => r.id,
    );
  const sqlAlone = async ({ path: endpoint, body }) => {
    const ouIds = body.country ? await countryOus(body.country) : null;
    if (endpoint === 'ContactBasicSearch') {
      const ranked = await rankedPage(prisma, ouIds, await basicSearchTiers(prisma, body.searchText), page);
      return loadSearchItems(prisma, ranked.ids);
    }
    // As the service: the name's token range in result order, the bitmap statement when the walk gives up.
    await advancedPage(prisma, body, ouIds, false, page);
  };
  const naive = async ({ body }) => {
    const text = (body.searchText ?? body.name).toLowerCase();
    await naivePrisma.$queryRaw`SELECT id FROM contact WHERE ${text} <% search_text OR search_text LIKE ${`%${text}%`}
                            ORDER BY word_similarity(${text}, search_text) DESC, id LIMIT 25`;
    await naivePrisma.$queryRaw`SELECT count(*)::int FROM contact WHERE search_text LIKE ${`%${text}%`}`;
  };

  // Every query must answer 200 before anything is measured.
  for (const queries of Object.values(mix)) {
    for (const q of queries) {
      const t0 = performance.now();
      const res = await fetch(`${direct}/api/Contacts/${q.path}/`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'x-cd-csrf': '1' },
        body: JSON.stringify(q.body),
        signal: signal(),
      });
      const text = await res.text();
      if (res.status !== 200)
        console.log(`NOT 200: ${q.path} ${JSON.stringify(q.body)}: ${res.status} ${text}`);
      if (process.env.BENCH_VERBOSE)
        console.log(`${Math.round(performance.now() - t0)} ms ${JSON.stringify(q.body)}`);
    }
  }

  const kinds = [];
  const loadDuringRun = sampleLoad();
  for (const [kind, queries] of Object.entries(mix)) {
    await overHttp(cookie, queries, 2); // warm the path (caches, prepared plans) before measuring
    const api1 = await overHttp(cookie, queries, seconds, 1, cpu);
    const api = await overHttp(cookie, queries, seconds, connections, cpu);
    const sql = await inProcess(queries, sqlAlone);
    const naiveRun =
      naiveRequests > 0 ? await inProcess(queries, naive, { maxRequests: naiveRequests }) : null;
    const row = {
      kind,
      queries:
        queries.length > 12 ? `${queries.length} drawn from the directory` : queries.map((q) => q.body),
      apiOneConnection: api1,
      api,
      sql,
      naive: naiveRun,
      apiOverSql: round(api.p95Ms / sql.p95Ms, 2),
      naiveOverApi: naiveRun ? round(naiveRun.p95Ms / api.p95Ms, 1) : null,
      meetsP95Goal: api.p95Ms < GOAL_P95_MS,
      meetsCpuGoal: api.cpuMsPerRequest.total <= GOAL_CPU_MS,
      meetsOverheadGoal: api.p95Ms / sql.p95Ms < GOAL_OVERHEAD,
    };
    kinds.push(row);
    console.log(
      `${kind.padEnd(26)} 1 conn p95 ${api1.p95Ms} ms | ${connections} conn p50/p95/p99 ` +
        `${api.p50Ms}/${api.p95Ms}/${api.p99Ms} ms ${api.requestsPerSecond} req/s (${api.failures} failed)` +
        ` | CPU/req node ${api.cpuMsPerRequest.node} + pg ${api.cpuMsPerRequest.postgres} ms` +
        ` | sql p95 ${sql.p95Ms} ms | naive p95 ${naiveRun?.p95Ms ?? '-'} ms`,
    );
  }

  writeResults(process.env.BENCH_RESULTS ?? 'search', {
    measuredAt: new Date().toISOString(),
    machine: machineSummary(),
    commit: execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim(),
    loadAverageDuringRun: loadDuringRun(),
    naiveTimeoutMs,
    contacts,
    connections,
    secondsPerKind: seconds,
    naiveRequestsPerKind: naiveRequests,
    goal: { p95Ms: GOAL_P95_MS, apiOverSql: GOAL_OVERHEAD, cpuMsPerRequest: GOAL_CPU_MS },
    notes:
      'api = HTTP + cookie + session + grants + OU scope + search; sql = the same search code on a Prisma ' +
      'client without HTTP; naive = word_similarity ranking of every trigram match plus an exact count. ' +
      'cpuMsPerRequest = CPU time of the API process and of every PostgreSQL process of the cluster during ' +
      'the api run (/proc, 10 ms ticks) divided by its requests; on a shared machine other work on the same ' +
      'cluster is not counted, but cache and scheduler contention is. ' +
      'The CPU (2 cores) was shared with other work during the run: see loadAverageDuringRun (1-minute ' +
      'load average sampled every 5 s). naive requests are cut off at naiveTimeoutMs (counted as failures): ' +
      'where they were, its p95 is a lower bound.',
    kinds,
  });
  console.log(`\nwrote bench/results/${process.env.BENCH_RESULTS ?? 'search'}.json`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await prisma?.$disconnect();
  await naivePrisma?.$disconnect();
  await stopProduct(server);
}
