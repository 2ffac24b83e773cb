/**
 * The production topology test (issue 20 item 1, decision 102): starts Debian's PostgreSQL with a
 * streaming replica, two API processes as the image runs them, nginx with TLS and an external OpenID
 * Provider (lib.mjs), then proves through the proxy what a deployment relies on. Exits non-zero on the
 * first failed proof; stops everything it started in every case. Needs a build (`pnpm run build`).
 *
 *   node scripts/topology/run.mjs        (or `npm run topology`; CI runs it after `npm test`)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_ENTRY, root, signIn, startTopology, until } from './lib.mjs';

const CSRF = { 'x-cd-csrf': '1', 'content-type': 'application/json' };
const RATE_LIMIT = 20;
const AUDIT_ROWS = 150_000;
const began = performance.now();
const log = (line) =>
  console.log(`[topology ${((performance.now() - began) / 1000).toFixed(1).padStart(5)} s] ${line}`);
let passed = 0;
const proved = (line) => {
  passed++;
  log(`✔ ${line}`);
};

for (const built of [API_ENTRY, 'apps/web/dist/index.html'])
  if (!fs.existsSync(path.join(root, built))) {
    console.error(`✖ ${built} is missing: run \`pnpm run build\` first`);
    process.exit(1);
  }

let t;
const stopAll = async () => {
  if (!t) return;
  const stopping = t;
  t = undefined;
  log('stopping everything it started');
  await stopping.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => stopAll().finally(() => process.exit(130)));

try {
  t = await startTopology({ log, apiEnv: { AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
  await prove(t);
  log(`${passed} passed, 0 failed`);
} catch (error) {
  console.error(`✖ ${error.stack ?? error}`);
  if (t)
    for (const f of fs.readdirSync(t.dir, { recursive: true }).filter((f) => f.endsWith('.log')))
      console.error(
        `--- tail of ${f}\n${fs.readFileSync(path.join(t.dir, f), 'utf8').split('\n').slice(-15).join('\n')}`,
      );
  process.exitCode = 1;
} finally {
  await stopAll();
}

async function prove(t) {
  const [a, b] = t.apis;
  const upstream = (res) => res.headers['x-upstream'];
  const portOf = (res) => Number(upstream(res)?.split(':').at(-1));
  const api = (jar, url, opts = {}) =>
    t.request(`${t.publicUrl}${url}`, {
      ...opts,
      headers: { ...(opts.method === 'POST' ? CSRF : {}), ...(opts.headers ?? {}), cookie: jar.header() },
    });
  /** Sends until the answer comes from the replica on `port` (round-robin alternates). */
  const on = async (port, send) => {
    for (let i = 0; i < 6; i++) {
      const res = await send();
      if (portOf(res) === port) return res;
    }
    throw new Error(`no answer from the replica on ${port}`);
  };

  // 1. Signed in through one replica, signed in on the other; Secure cookies; the client's address
  //    is the proxy's view of it, not a forged X-Forwarded-For.
  const forged = '203.0.113.77';
  const { jar: admin, callback } = await signIn(t, 'alice.admin@harbourpacific.com', {
    headers: { 'x-forwarded-for': forged },
  });
  for (const name of ['cd_at', 'cd_rt'])
    assert.ok(admin.attributes.get(name)?.includes('secure'), `${name} is Secure`);
  const seen = new Set();
  for (let i = 0; i < 4; i++) {
    const res = await api(admin, '/api/auth/session');
    assert.equal(res.status, 200, res.body);
    assert.equal(JSON.parse(res.body).data.user.email, 'alice.admin@harbourpacific.com');
    seen.add(portOf(res));
  }
  assert.deepEqual([...seen].sort(), [a.port, b.port].sort());
  const ip = t.psql(`SELECT ip_address FROM session ORDER BY created_at DESC LIMIT 1`);
  assert.ok(!ip.includes(forged), `the session records ${ip}, not the forged address`);
  proved(
    `signed in at the external OP through ${upstream(callback)}; the session answers on both replicas; cookies Secure; session IP ${ip}`,
  );

  // 2. A refresh on one replica and a request on the other agree.
  // Each attempt keeps the tokens it was given, as a browser would: the refresh token is single-use, and
  // an attempt answered by the other replica has already rotated it.
  const before = admin.cookies.get('cd_rt');
  const refreshed = await on(a.port, async () => {
    const res = await api(admin, '/api/Authorization/ReAuthorize', { method: 'POST', body: {} });
    admin.take(res.headers);
    return res;
  });
  assert.equal(refreshed.status, 200, refreshed.body);
  assert.notEqual(admin.cookies.get('cd_rt'), before, 'the refresh rotated the refresh token');
  const other = await on(b.port, () => api(admin, '/api/auth/session'));
  assert.equal(other.status, 200, other.body);
  const [mine, theirs] = [refreshed, other].map((r) => JSON.parse(r.body).data);
  assert.equal(theirs.user.email, mine.user.email);
  // The token carries whole seconds; the refresh's answer the exact time it computed.
  const seconds = (iso) => Math.floor(Date.parse(iso) / 1000);
  assert.equal(
    seconds(theirs.accessTokenExpiryTime),
    seconds(mine.accessTokenExpiryTime),
    'one rotated token',
  );
  proved(`refreshed on ${a.name}, the new tokens work on ${b.name} with the same session`);

  // 3. Reads that may lag go to the streaming replica; writes and read-after-write stay on the primary.
  const employee = (await signIn(t, 'eric.ho@harbourpacific.com')).jar;
  const search = (text) =>
    api(employee, '/api/Contacts/ContactBasicSearch/', {
      method: 'POST',
      body: { searchText: text, page: 1, pageSize: 20, functionCode: 'FN-0000' },
    });
  const chan = t.psql(`SELECT id FROM contact WHERE email = 'taiman.chan@harbourpacific.com.hk'`);
  const detail = () => api(employee, `/api/Contacts/GetContactsByContactID?contactID=${chan}`);
  for (let i = 0; i < 4; i++) assert.equal((await search('Chan')).status, 200);
  const readers = t.psql(
    `SELECT string_agg(DISTINCT application_name, ', ') FROM pg_stat_activity WHERE application_name LIKE 'contact-directory-read%'`,
    t.replicaPort,
  );
  for (const api of t.apis)
    assert.match(readers, new RegExp(`:${api.port}\\b`), 'each replica reads from the standby');
  t.psql('SELECT pg_wal_replay_pause()', t.replicaPort);
  try {
    const marker = `Topology marker ${Date.now()}`;
    t.psql(`UPDATE contact SET title = '${marker}' WHERE id = ${chan}`);
    const lagging = JSON.parse((await detail()).body).data.title;
    assert.notEqual(
      lagging,
      marker,
      'with replay paused, the detail view (replica) does not see the write yet',
    );
    // Read-after-write on the primary: a new sign-in writes its session and is checked on the next request.
    const fresh = (await signIn(t, 'eric.ho@harbourpacific.com')).jar;
    assert.equal((await api(fresh, '/api/auth/session')).status, 200);
    t.psql('SELECT pg_wal_replay_resume()', t.replicaPort);
    await until(
      'the replica catches up',
      async () => JSON.parse((await detail()).body).data.title === marker,
      10_000,
    );
  } finally {
    t.psql('SELECT pg_wal_replay_resume()', t.replicaPort);
  }
  proved(
    `search and detail read from the streaming replica (${readers}); with its replay paused they lag while sign-in writes and reads back on the primary`,
  );

  // 4. An export job started on one replica finishes on the other when the first is stopped.
  t.psql(`INSERT INTO audit_log (at, actor_email, action, entity_type, entity_id)
    SELECT '2021-03-01T00:00:00Z'::timestamptz + g * interval '1 second', 'bulk@example.com', 'CONTACT_UPDATE', 'Contact', g::text
    FROM generate_series(1, ${AUDIT_ROWS}) AS g`);
  const started = await api(admin, '/api/Report/ExportAuditLog/', {
    method: 'POST',
    body: { from: '2021-03-01T00:00:00Z', to: '2021-04-01T00:00:00Z' },
  });
  assert.equal(started.status, 200, started.body);
  const jobId = JSON.parse(started.body).data.jobID;
  const job = () => {
    const [status, processed, attempts] = t
      .psql(`SELECT status, processed_rows, attempts FROM export_job WHERE id = '${jobId}'`)
      .split('|');
    return { status, processed: Number(processed), attempts: Number(attempts) };
  };
  await until('the export runs', () => job().status === 'RUNNING' && job().processed > 0, 60_000, 100);
  // Whose worker runs it: the connection reading audit rows carries its replica's port in its name.
  const runner = await until(
    'the export worker seen in pg_stat_activity',
    () => {
      const name = t.psql(`SELECT application_name FROM pg_stat_activity
      WHERE application_name LIKE 'contact-directory %' AND query ILIKE '%audit_log%' AND state = 'active' LIMIT 1`);
      return t.apis.find((x) => name.endsWith(`:${x.port}`));
    },
    20_000,
    20,
  );
  const survivor = t.apis.find((x) => x !== runner);
  const orphan = job();
  await runner.stop('SIGKILL');
  const stoppedAt = performance.now();
  const done = await until(
    'the export finishes on the other replica',
    () => {
      const j = job();
      return j.status !== 'RUNNING' && j.status !== 'QUEUED' && j;
    },
    90_000,
    500,
  );
  assert.equal(done.status, 'SUCCEEDED');
  assert.equal(done.attempts, 2, 'run again by the surviving replica');
  proved(
    `export ${jobId.slice(0, 8)} started through ${upstream(started)}, run by ${runner.name}, which was killed at ${orphan.processed} rows; ` +
      `${survivor.name} finished it ${((performance.now() - stoppedAt) / 1000).toFixed(0)} s later (attempt 2)`,
  );
  await runner.start();

  // 5. The rate limit holds across replicas (a forged X-Forwarded-For does not escape it).
  await until(
    'a fresh rate-limit window',
    async () => (await t.request(`${t.publicUrl}/api/auth/login`)).status === 302,
    70_000,
    1000,
  );
  t.psql('DELETE FROM rate_limit_hit');
  const statuses = [];
  const ports = new Set();
  for (let i = 0; i < RATE_LIMIT + 10; i++) {
    const res = await t.request(`${t.publicUrl}/api/auth/login`, {
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
    });
    statuses.push(res.status);
    ports.add(portOf(res));
  }
  assert.equal(ports.size, 2, 'both replicas answered');
  assert.equal(statuses.filter((s) => s === 302).length, RATE_LIMIT, statuses.join(','));
  assert.equal(statuses.filter((s) => s === 429).length, 10);
  proved(
    `rate limit of ${RATE_LIMIT}/min held across both replicas: ${RATE_LIMIT} × 302 then 10 × 429, forged addresses ignored`,
  );

  // 6. A deploy: one replica restarted, then the other, under steady traffic; no request lost.
  let stop = false;
  const results = { ok: 0, failed: [] };
  const traffic = async () => {
    while (!stop) {
      const res = await (Math.random() < 0.8 ? search('Wong') : detail()).catch((e) => ({
        status: e.message,
      }));
      if (res.status === 200) results.ok++;
      else results.failed.push(res.status);
    }
  };
  const clients = Array.from({ length: 6 }, traffic);
  await new Promise((r) => setTimeout(r, 1000));
  // As a deploy does it: out of the proxy's rotation (a graceful reload), stopped (SIGTERM: it finishes what
  // it has), started, ready, back in rotation; then the next one.
  for (const x of t.apis) {
    t.writeNginx(new Set([x.name]));
    t.reloadNginx();
    await new Promise((r) => setTimeout(r, 500));
    await x.stop('SIGTERM');
    await x.start();
    t.writeNginx();
    t.reloadNginx();
  }
  await new Promise((r) => setTimeout(r, 1000));
  stop = true;
  await Promise.all(clients);
  assert.deepEqual(
    results.failed,
    [],
    `requests lost during the rolling restart: ${results.failed.join(', ')}`,
  );
  assert.ok(results.ok > 50, `steady traffic: ${results.ok}`);
  proved(
    `rolling restart (${t.apis.map((x) => x.name).join(', then ')}: out of rotation, SIGTERM, start, back) under 6 clients: ${results.ok} requests, 0 failed`,
  );
}
