#!/usr/bin/env node
// A working day's mix through the production topology (issue 20 item 4, decision 103): 80% searches (names
// drawn with the directory's own spread: common family names more often, some typed as prefixes), 15%
// detail views, 5% edits (form read + save), at 20, 50 and 100 connections, through nginx (TLS) onto two
// API replicas and onto one, plus the same rig against a bare route (GET /api/health, no database), so each
// figure reads as a ratio of what this machine's proxy + TLS + Node can do at all. Records throughput,
// p50/p95/p99, errors, CPU and memory of each process; writes bench/results/load.json.
// Needs a build and Debian's postgresql + nginx (as the topology test). BENCH_SECONDS per level (default 8).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { httpsClient, root, signIn, startTopology } from '../scripts/topology/lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 2;
const LEVELS = (process.env.BENCH_LEVELS ?? '20,50,100').split(',').map(Number);
const CSRF = { 'x-cd-csrf': '1', 'content-type': 'application/json' };
const log = (line) => console.log(`[load] ${line}`);

const t = await startTopology({ log, apiEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', LOG_LEVEL: 'error' } });
const stopAll = () => t.stop();
process.once('SIGINT', () => stopAll().finally(() => process.exit(130)));
try {
  await main();
} finally {
  await stopAll();
}

async function main() {
  const loadBefore = os.loadavg();
  const contacts = Number(t.psql('SELECT count(*) FROM contact'));
  const names = t
    .psql(`SELECT family_name || '|' || count(*) FROM contact GROUP BY family_name ORDER BY count(*) DESC`)
    .split('\n')
    .map((l) => l.split('|'))
    .map(([name, n]) => ({ name, weight: Number(n) }));
  const given = t.psql(`SELECT DISTINCT first_name FROM contact LIMIT 300`).split('\n');
  const ids = t.psql('SELECT id FROM contact ORDER BY id').split('\n').map(Number);
  const totalWeight = names.reduce((s, n) => s + n.weight, 0);
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const searchText = () => {
    const r = Math.random();
    if (r < 0.15) return pick(given);
    let w = Math.random() * totalWeight;
    const name = names.find((n) => (w -= n.weight) < 0)?.name ?? names[0].name;
    return r < 0.35 ? name.slice(0, Math.max(2, Math.ceil(name.length / 2))) : name;
  };
  const employee = (await signIn(t, 'eric.ho@harbourpacific.com')).jar.header();
  const admin = (await signIn(t, 'alice.admin@harbourpacific.com')).jar.header();

  const mix = (request) => async () => {
    const r = Math.random();
    if (r < 0.8)
      return request('/api/Contacts/ContactBasicSearch/', {
        method: 'POST',
        headers: { ...CSRF, cookie: employee },
        body: JSON.stringify({ searchText: searchText(), page: 1, pageSize: 20, functionCode: 'FN-0000' }),
      });
    if (r < 0.95)
      return request(`/api/Contacts/GetContactsByContactID?contactID=${pick(ids)}`, {
        headers: { cookie: employee },
      });
    const id = pick(ids);
    const form = await request(`/api/Contacts/ContactMaintenance?contactID=${id}`, {
      headers: { cookie: admin },
    });
    if (form.status !== 200) return form;
    const c = JSON.parse(form.body).data;
    const save = await request('/api/Contacts/ContactInfoUpdate', {
      method: 'POST',
      headers: { ...CSRF, cookie: admin },
      body: JSON.stringify({
        contactID: c.contactID,
        version: c.version,
        firstName: c.firstName,
        familyName: c.familyName,
        middleName: c.middleName,
        localName: c.localName,
        chineseName: c.chineseName,
        title: `Load ${Date.now() % 100000}`,
        ouID: c.ouID,
        departmentID: c.departmentID,
        email: c.email,
        phone: c.phone,
        mobile: c.mobile,
        fax: c.fax,
        workingLocation: c.workingLocation,
        secondaryEmails: c.secondaryEmails,
        secondaryPhones: c.secondaryPhones,
        secondaryMobiles: c.secondaryMobiles,
        isMasterRecord: c.isMasterRecord,
      }),
    });
    // Two people saving one contact at once: the second is told (409), which is no failure of the system.
    return save.status === 409 ? { ...save, status: 200 } : save;
  };
  const bare = (request) => () => request('/api/health');

  const runs = [];
  const measure = async (target, workload, label) => {
    for (const connections of LEVELS) {
      const agent = new https.Agent({ ca: t.ca, keepAlive: true, maxSockets: connections });
      const client = httpsClient(t.ca, agent);
      const request = (url, opts = {}) => client(`${t.publicUrl}${url}`, opts);
      const send = workload(request);
      const latencies = [];
      const errors = {};
      let recording = false;
      let stop = false;
      const worker = async () => {
        while (!stop) {
          const started = performance.now();
          let status;
          try {
            status = (await send()).status;
          } catch (error) {
            status = error.code ?? error.message;
          }
          if (!recording) continue;
          if (status === 200) latencies.push(performance.now() - started);
          else errors[status] = (errors[status] ?? 0) + 1;
        }
      };
      const workers = Array.from({ length: connections }, worker);
      await sleep(WARMUP_SECONDS * 1000);
      const before = sampleProcesses(t);
      const began = performance.now();
      recording = true;
      const peaks = {};
      const peakTimer = setInterval(() => trackPeaks(peaks, t), 500);
      await sleep(SECONDS * 1000);
      recording = false;
      const seconds = (performance.now() - began) / 1000;
      clearInterval(peakTimer);
      trackPeaks(peaks, t);
      const after = sampleProcesses(t);
      stop = true;
      await Promise.all(workers);
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const q = (p) =>
        round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN);
      const errorCount = Object.values(errors).reduce((s, n) => s + n, 0);
      const run = {
        target,
        workload: label,
        connections,
        seconds: round(seconds),
        requests: latencies.length,
        throughput: round(latencies.length / seconds),
        p50: q(0.5),
        p95: q(0.95),
        p99: q(0.99),
        errors: errorCount,
        errorsByStatus: errors,
        processes: Object.fromEntries(
          Object.keys(after).map((name) => [
            name,
            {
              cpuPercent: round(((after[name].ticks - (before[name]?.ticks ?? 0)) / 100 / seconds) * 100),
              peakRssMiB: round((peaks[name] ?? after[name].rss) / 1024),
            },
          ]),
        ),
      };
      runs.push(run);
      log(
        `${target.padEnd(11)} ${label.padEnd(8)} ${String(connections).padStart(3)} conn: ${run.throughput} req/s, ` +
          `p50 ${run.p50} / p95 ${run.p95} / p99 ${run.p99} ms, ${errorCount} errors; cpu ${Object.entries(
            run.processes,
          )
            .map(([n, p]) => `${n} ${p.cpuPercent}%`)
            .join(', ')}`,
      );
    }
  };

  await measure('2 replicas', mix, 'day-mix');
  await measure('2 replicas', bare, 'bare');
  // One replica: out of nginx's rotation and stopped, so it takes no share of the two cores.
  t.writeNginx(new Set(t.apis.slice(1).map((a) => a.name)));
  t.reloadNginx();
  for (const api of t.apis.slice(1)) await api.stop();
  await sleep(1500);
  await measure('1 replica', mix, 'day-mix');
  await measure('1 replica', bare, 'bare');

  const ratios = runs
    .filter((r) => r.workload === 'day-mix')
    .map((r) => {
      const b = runs.find(
        (x) => x.workload === 'bare' && x.target === r.target && x.connections === r.connections,
      );
      return {
        target: r.target,
        connections: r.connections,
        throughputOfBare: round(r.throughput / b.throughput, 3),
      };
    });
  const results = {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim(),
    machine: {
      cpus: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}`,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres: t.psql('SHOW server_version'),
      loadAverageBefore: loadBefore.map((n) => round(n, 2)),
      loadAverageAfter: os.loadavg().map((n) => round(n, 2)),
      note: 'shared with other sessions working at the same time; figures are comparable within this run only',
    },
    data: { contacts, set: contacts < 10_000 ? 'demo seed' : 'generated' },
    mix: { search: 0.8, detail: 0.15, edit: 0.05, secondsPerLevel: SECONDS, warmupSeconds: WARMUP_SECONDS },
    topology:
      'nginx (TLS, round-robin) -> API replicas (NODE_ENV=production, image entry) -> PostgreSQL primary; search/detail on the streaming replica',
    runs,
    ratios,
  };
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/load.json'), JSON.stringify(results, null, 2) + '\n');
  log('wrote bench/results/load.json');
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}
function round(n, digits = 1) {
  return Number.isFinite(n) ? Number(n.toFixed(digits)) : null;
}

/** Every process of the rig by role, with its children (nginx workers, PostgreSQL backends). */
function processGroups(t) {
  const all = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  const stat = (pid) => {
    try {
      const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      // utime + stime, plus cutime + cstime: what its exited children used (PostgreSQL's backends come and go).
      return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) };
    } catch {
      return undefined;
    }
  };
  const withChildren = (pid) => [pid, ...all.filter((p) => stat(p)?.ppid === pid).map(Number)];
  const groups = {};
  for (const api of t.apis) if (api.child?.exitCode === null) groups[api.name] = [api.child.pid];
  const nginxPid = Number(fs.readFileSync(path.join(t.dir, 'nginx/nginx.pid'), 'utf8'));
  groups.nginx = withChildren(nginxPid);
  for (const [name, sub] of [
    ['postgres-primary', 'primary'],
    ['postgres-replica', 'replica'],
  ]) {
    const pid = Number(fs.readFileSync(path.join(t.dir, sub, 'postmaster.pid'), 'utf8').split('\n')[0]);
    groups[name] = withChildren(pid);
  }
  return { groups, stat };
}

function sampleProcesses(t) {
  const { groups, stat } = processGroups(t);
  const out = {};
  for (const [name, pids] of Object.entries(groups)) {
    let ticks = 0;
    let rss = 0;
    for (const pid of pids) {
      ticks += stat(pid)?.ticks ?? 0;
      rss += rssKiB(pid);
    }
    out[name] = { ticks, rss };
  }
  const self = process.cpuUsage();
  out['load-generator'] = {
    ticks: (self.user + self.system) / 10_000,
    rss: process.memoryUsage().rss / 1024,
  };
  return out;
}

function rssKiB(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function trackPeaks(peaks, t) {
  const now = sampleProcesses(t);
  for (const [name, { rss }] of Object.entries(now)) peaks[name] = Math.max(peaks[name] ?? 0, rss);
}
