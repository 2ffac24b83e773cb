#!/usr/bin/env node
// Directory synchronisation (issue 18): an identity provider's initial sync of BENCH_SCIM_USERS (10,000)
// users through POST /scim/v2/Users against the built product, BENCH_SCIM_CONCURRENCY (4) requests in flight
// as Entra ID and Okta send them (each user its own request; neither uses /Bulk). Every user has a
// department that the connection maps to an OU, and every third one goes to the default OU. Samples the
// server's RSS throughout and records the machine's load (it is shared). Then checks the directory: one USER
// contact per user. Needs `pnpm build` first. Writes bench/results/scim-sync.json.
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { benchPorts, machineSummary, round, withProduct, writeResults } from './lib/product-server.mjs';
import { memory, resetPeak, sampleRss } from './lib/session.mjs';

const { port, pgPort } = benchPorts(3330, 54450);
const users = Number(process.env.BENCH_SCIM_USERS ?? 10_000);
const concurrency = Number(process.env.BENCH_SCIM_CONCURRENCY ?? 4);
// The product's per-connection limit (600 a minute) would make this a benchmark of the limiter.
process.env.SCIM_RATE_LIMIT_PER_MINUTE ??= String(users * 10);

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const departments = ['Finance', 'Treasury', 'Logistics', 'Hotels', 'Properties', 'Legal'];

const userBody = (i) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
  externalId: `bench-${i}`,
  userName: `scim.bench.${i}@scim-bench.example`,
  active: true,
  displayName: `Bench User ${i}`,
  name: { givenName: `Bench${i % 997}`, familyName: `User${i % 1009}` },
  emails: [{ primary: true, type: 'work', value: `scim.bench.${i}@scim-bench.example` }],
  phoneNumbers: [{ type: 'work', value: `+852 2${String(i).padStart(7, '0')}` }],
  title: ['Officer', 'Manager', 'Analyst', 'Director'][i % 4],
  [ENTERPRISE]: { department: i % 3 === 0 ? 'Unmapped' : departments[i % departments.length] },
});

await withProduct({ port, pgPort }, async ({ db, pid, direct }) => {
  const ous = (
    await db.query(`SELECT id, code FROM organization_unit WHERE code LIKE 'HPG-HK%' ORDER BY code`)
  ).rows;
  const hk = ous.find((o) => o.code === 'HPG-HK');
  const mappings = departments.map((value, i) => ({ value, ouID: ous[i % ous.length].id }));
  const token = `cdscim_${randomBytes(32).toString('base64url')}`;
  await db.query(
    `INSERT INTO sync_connection (name, token_hash, token_prefix, ou_ids, ou_attribute, ou_mappings,
       default_ou_id, created_by, modified_by)
     VALUES ('Bench', $1, $2, $3, 'department', $4, $5, 'bench', 'bench')`,
    [
      createHash('sha256').update(token).digest(),
      token.slice(0, 13),
      ous.map((o) => o.id),
      JSON.stringify(mappings),
      hk.id,
    ],
  );
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' };

  const loadBefore = os.loadavg();
  const rssBeforeMiB = memory(pid)?.rssMiB;
  resetPeak(pid);
  const stopSampling = sampleRss(pid);
  const latencies = [];
  const failures = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < users) {
      const i = next++;
      const t0 = performance.now();
      const res = await fetch(`${direct}/scim/v2/Users`, {
        method: 'POST',
        headers,
        body: JSON.stringify(userBody(i)),
      });
      latencies.push(performance.now() - t0);
      if (res.status !== 201) failures.push(`${i}: ${res.status} ${(await res.text()).slice(0, 200)}`);
      else await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - started;
  const peakRssMiB = stopSampling();
  const loadAfter = os.loadavg();

  const contacts = Number(
    (
      await db.query(
        `SELECT count(*) FROM contact WHERE source = 'USER' AND email LIKE '%@scim-bench.example'`,
      )
    ).rows[0].count,
  );
  const lookup = performance.now();
  const found = await fetch(
    `${direct}/scim/v2/Users?filter=${encodeURIComponent(`userName eq "scim.bench.${users - 1}@scim-bench.example"`)}`,
    { headers },
  ).then((r) => r.json());
  const lookupMs = performance.now() - lookup;

  const sorted = latencies.sort((a, b) => a - b);
  const pct = (q) => round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  const results = {
    date: new Date().toISOString(),
    machine: machineSummary(),
    loadAverageBefore: loadBefore.map((n) => round(n, 2)),
    loadAverageAfter: loadAfter.map((n) => round(n, 2)),
    users,
    concurrency,
    failures: failures.length,
    totalMs: Math.round(elapsedMs),
    usersPerSecond: round(users / (elapsedMs / 1000)),
    p50Ms: pct(0.5),
    p95Ms: pct(0.95),
    p99Ms: pct(0.99),
    serverRssBeforeMiB: rssBeforeMiB === undefined ? null : round(rssBeforeMiB),
    serverPeakRssMiB: round(peakRssMiB),
    contactsCreated: contacts,
    filterByUserNameAfterSyncMs: round(lookupMs),
    filterFound: found.totalResults,
  };
  console.log(JSON.stringify(results, null, 2));
  if (failures.length) console.error(failures.slice(0, 5).join('\n'));
  writeResults('scim-sync', results);
  if (failures.length || contacts !== users || found.totalResults !== 1) process.exitCode = 1;
});
