/**
 * The production topology on loopback (issue 20 item 1, decision 102): Debian's PostgreSQL with a
 * streaming replica, N API processes run as the Dockerfile runs them, nginx with TLS in front, and an
 * external OpenID Provider. Used by scripts/topology/run.mjs (the proofs) and bench/load.mjs. Everything
 * it starts is recorded in `started` and stopped by `stop()`, also when a step fails.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_HEAP_MB } from '../lib/api-heap.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The image runs `api/dist/server.js` of the deployed @cd/api, i.e. this file of the checkout. */
export const API_ENTRY = 'apps/api/dist/server.js';
export const APP_ROLE = 'directory';
export const DATABASE = 'contact_directory';

/** The final stage's ENV of the Dockerfile: the environment the image gives the server. */
export function imageEnv() {
  const text = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const stage = text.slice(text.lastIndexOf('\nFROM '));
  const env = {};
  for (const line of stage.split('\n').filter((l) => l.startsWith('ENV ')))
    for (const m of line.matchAll(/(\w+)=(\S+)/g)) env[m[1]] = m[2];
  return env;
}

/** The image's CMD, as `node` arguments here: the heap cap it applies, then the entry. */
export function apiArgs(env) {
  const heap = env.API_HEAP_MB ?? String(DEFAULT_API_HEAP_MB);
  return [...(heap === 'off' ? [] : [`--max-old-space-size=${heap}`]), API_ENTRY];
}

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function until(what, check, timeoutMs, everyMs = 200) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      last = await check();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (${last})`);
    await sleep(everyMs);
  }
}

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions
    .map((v) => path.join(base, v, 'bin'))
    .find((b) => fs.existsSync(path.join(b, 'initdb')));
  if (!bin) throw new Error("Debian's PostgreSQL is not installed: apt-get install -y postgresql");
  return bin;
}

/**
 * An HTTPS client that trusts the throwaway certificate; no redirects followed, cookies by hand.
 * `agent` lets the load benchmark keep connections open.
 */
export function httpsClient(ca, agent = new https.Agent({ ca, keepAlive: false })) {
  return (url, { method = 'GET', headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const req = https.request(url, { method, headers, agent, ca }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${method} ${url}`)));
      if (body !== undefined) req.end(typeof body === 'string' ? body : JSON.stringify(body));
      else req.end();
    });
}

/** Cookies by name (paths are not needed here), as a browser would keep them from Set-Cookie. */
export class CookieJar {
  cookies = new Map();
  attributes = new Map();
  take(headers) {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair, ...attrs] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
      this.attributes.set(
        name,
        attrs.map((a) => a.trim().toLowerCase()),
      );
    }
  }
  header() {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

export const ACCOUNTS = [
  {
    sub: 'op-alice',
    email: 'alice.admin@harbourpacific.com',
    name: 'Alice Wong',
    given_name: 'Alice',
    family_name: 'Wong',
    groups: ['SystemAdministrator'],
  },
  {
    sub: 'op-eric',
    email: 'eric.ho@harbourpacific.com',
    name: 'Eric Ho',
    given_name: 'Eric',
    family_name: 'Ho',
    groups: [],
  },
];

/**
 * Starts the topology. `replicas` API processes; `log` gets one line per step. Returns handles and
 * `stop()`, which stops whatever had been started, in reverse order, and removes the temporary folder.
 */
export async function startTopology({ replicas = 2, log = console.log, apiEnv = {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-topology-'));
  fs.chmodSync(dir, 0o755);
  const started = [];
  const t = { dir, started, apis: [] };
  t.stop = async () => {
    for (const stopOne of started.splice(0).reverse())
      await stopOne().catch((e) => log(`stop: ${e.message}`));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await startAll(t, { replicas, log, apiEnv });
    return t;
  } catch (error) {
    await t.stop();
    throw error;
  }
}

async function startAll(t, { replicas, log, apiEnv }) {
  const { dir, started } = t;
  // initdb and the server refuse to run as root: as root, they run as Debian's `postgres` user.
  const asRoot = process.getuid?.() === 0;
  const pgUser = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString()) : undefined;
  const pgGroup = asRoot ? Number(execFileSync('id', ['-g', 'postgres']).toString()) : undefined;
  const bin = postgresBin();
  const pg = (tool, args, opts = {}) => {
    // runuser lives in /usr/sbin, which a CI job's PATH may leave out.
    const runuser = fs.existsSync('/usr/sbin/runuser') ? '/usr/sbin/runuser' : 'runuser';
    const [cmd, argv] = asRoot
      ? [runuser, ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    const res = spawnSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    if (res.status !== 0) {
      throw new Error(`${tool} ${args.join(' ')}: ${res.error?.message ?? (res.stderr || res.stdout)}`);
    }
    return res.stdout;
  };
  const pgDir = (name) => {
    const d = path.join(dir, name);
    fs.mkdirSync(d, { mode: 0o700 });
    if (asRoot) fs.chownSync(d, pgUser, pgGroup);
    return d;
  };

  // --- PostgreSQL primary, a non-superuser role for the app, and a streaming replica ---
  const socketDir = pgDir('sockets');
  const pgLogs = pgDir('pglogs');
  const primaryPort = await freePort();
  const replicaPort = await freePort();
  const primaryDir = pgDir('primary');
  log(`PostgreSQL ${path.basename(path.dirname(bin))} (Debian) primary on 127.0.0.1:${primaryPort}`);
  pg('initdb', [
    '-D',
    primaryDir,
    '-U',
    'postgres',
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  // First match wins: the superuser (this script, the base backup) over TCP without a password, the app's
  // role with its password (initdb's scram-sha-256 lines below).
  const hba = path.join(primaryDir, 'pg_hba.conf');
  fs.writeFileSync(
    hba,
    'host replication postgres 127.0.0.1/32 trust\nhost all postgres 127.0.0.1/32 trust\n' +
      fs.readFileSync(hba, 'utf8'),
  );
  const pgOptions = (port) =>
    `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c wal_level=replica -c max_wal_senders=4 -c hot_standby=on -c fsync=off -c max_connections=100`;
  pg('pg_ctl', [
    '-D',
    primaryDir,
    '-l',
    path.join(pgLogs, 'primary.log'),
    '-o',
    pgOptions(primaryPort),
    '-w',
    'start',
  ]);
  started.push(async () => pg('pg_ctl', ['-D', primaryDir, '-m', 'fast', '-w', 'stop']));
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  t.psql = (sql, port = primaryPort, db = DATABASE) =>
    pg('psql', [
      '-h',
      socketDir,
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      db,
      '-wXAtq',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      sql,
    ]).trim();
  t.psql(`CREATE ROLE ${APP_ROLE} LOGIN PASSWORD '${password}'`, primaryPort, 'postgres');
  t.psql(`CREATE DATABASE ${DATABASE} OWNER ${APP_ROLE}`, primaryPort, 'postgres');

  const replicaDir = pgDir('replica');
  log(`streaming replica (pg_basebackup -R) on 127.0.0.1:${replicaPort}`);
  pg('pg_basebackup', [
    '-w',
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  pg('pg_ctl', [
    '-D',
    replicaDir,
    '-l',
    path.join(pgLogs, 'replica.log'),
    '-o',
    pgOptions(replicaPort),
    '-w',
    'start',
  ]);
  started.push(async () => pg('pg_ctl', ['-D', replicaDir, '-m', 'fast', '-w', 'stop']));
  const inRecovery = t.psql('SELECT pg_is_in_recovery()', replicaPort);
  if (inRecovery !== 't') throw new Error('the replica is not in recovery');
  Object.assign(t, {
    primaryPort,
    replicaPort,
    databaseUrl: `postgresql://${APP_ROLE}:${password}@127.0.0.1:${primaryPort}/${DATABASE}`,
    readUrl: `postgresql://${APP_ROLE}:${password}@127.0.0.1:${replicaPort}/${DATABASE}`,
  });

  // --- A throwaway certificate for nginx and the OpenID Provider ---
  t.certFile = path.join(dir, 'cert.pem');
  t.keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      t.keyFile,
      '-out',
      t.certFile,
    ],
    { stdio: 'ignore' },
  );
  t.ca = fs.readFileSync(t.certFile);

  const proxyPort = await freePort();
  t.publicUrl = `https://localhost:${proxyPort}`;
  t.proxyPort = proxyPort;

  // --- The external OpenID Provider, a process of its own over HTTPS ---
  const opPort = await freePort();
  t.issuer = `https://localhost:${opPort}`;
  t.clientId = 'contact-directory';
  t.clientSecret = `secret-${Math.random().toString(36).slice(2)}`;
  const op = spawnLogged(t, 'op', process.execPath, [path.join(root, 'scripts/topology/oidc-provider.mjs')], {
    OP_PORT: String(opPort),
    OP_ISSUER: t.issuer,
    OP_TLS_CERT: t.certFile,
    OP_TLS_KEY: t.keyFile,
    OP_CLIENT_ID: t.clientId,
    OP_CLIENT_SECRET: t.clientSecret,
    OP_REDIRECT_URI: `${t.publicUrl}/callback`,
    OP_POST_LOGOUT_URI: `${t.publicUrl}/`,
    OP_ACCOUNTS: JSON.stringify(ACCOUNTS),
  });
  started.push(() => stopChild(op));
  const request = httpsClient(t.ca);
  t.request = request;
  await until(
    'OpenID Provider discovery',
    async () => (await request(`${t.issuer}/.well-known/openid-configuration`)).status === 200,
    20_000,
  );
  log(`OpenID Provider (node-oidc-provider, own process) at ${t.issuer}`);

  // --- API processes, as the image runs them ---
  const image = imageEnv();
  t.apiEnv = (port, extra = {}) => ({
    ...image,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    DATABASE_URL: t.databaseUrl,
    DATABASE_READ_URL: t.readUrl,
    PUBLIC_URL: t.publicUrl,
    TRUST_PROXY: '1',
    OIDC_ISSUER: t.issuer,
    OIDC_CLIENT_ID: t.clientId,
    OIDC_CLIENT_SECRET: t.clientSecret,
    EMBEDDED_IDP: 'off',
    COMPANY_WEBSITE_URL: 'https://intranet.example/',
    LOG_LEVEL: 'warn',
    // The company's CA, as an operator adds it for an IdP behind a private CA.
    NODE_EXTRA_CA_CERTS: t.certFile,
    ...apiEnv,
    ...extra,
  });
  for (let i = 0; i < replicas; i++) {
    const api = { name: `api${i + 1}`, port: await freePort() };
    api.start = async (extra = {}) => {
      api.child = spawnLogged(t, api.name, process.execPath, apiArgs(image), t.apiEnv(api.port, extra));
      await until(
        `${api.name} ready`,
        async () => {
          if (api.child.exitCode !== null) throw new Error(`${api.name} exited ${api.child.exitCode}`);
          const res = await fetch(`http://127.0.0.1:${api.port}/api/ready`).catch(() => undefined);
          return res?.ok;
        },
        180_000,
        250,
      );
    };
    api.stop = (signal = 'SIGTERM') => stopChild(api.child, signal);
    t.apis.push(api);
    started.push(() => api.stop());
    // The first one migrates and loads the demo data; the others start once it is there.
    await api.start(i === 0 ? { SEED: 'demo' } : {});
    log(
      `${api.name}: node ${apiArgs(image).join(' ')} on 127.0.0.1:${api.port} (NODE_ENV=${image.NODE_ENV})`,
    );
  }

  // --- nginx with TLS, round-robin over the replicas ---
  const nginxDir = path.join(dir, 'nginx');
  fs.mkdirSync(path.join(nginxDir, 'tmp'), { recursive: true, mode: 0o777 });
  fs.chmodSync(path.join(nginxDir, 'tmp'), 0o777);
  t.nginxConf = path.join(nginxDir, 'nginx.conf');
  t.writeNginx = (down = new Set()) =>
    fs.writeFileSync(
      t.nginxConf,
      nginxConfig({ dir: nginxDir, port: proxyPort, cert: t.certFile, key: t.keyFile, apis: t.apis, down }),
    );
  t.writeNginx();
  const nginxArgs = ['-p', nginxDir, '-c', t.nginxConf, '-e', path.join(nginxDir, 'error.log')];
  const nginx = spawnLogged(t, 'nginx', '/usr/sbin/nginx', [...nginxArgs, '-g', 'daemon off;'], {});
  started.push(() => stopChild(nginx, 'SIGQUIT'));
  t.reloadNginx = () => execFileSync('/usr/sbin/nginx', [...nginxArgs, '-s', 'reload']);
  await until('nginx', async () => (await request(`${t.publicUrl}/api/health`)).status === 200, 20_000);
  log(`nginx ${t.publicUrl} (TLS, round-robin over ${t.apis.map((a) => a.port).join(', ')})`);
}

function nginxConfig({ dir, port, cert, key, apis, down }) {
  const tmp = (name) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`;
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
events { worker_connections 2048; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(tmp).join('\n  ')}
  upstream api {
    ${apis.map((a) => `server 127.0.0.1:${a.port} max_fails=0${down.has(a.name) ? ' down' : ''};`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    client_max_body_size 20m;
    location / {
      proxy_pass http://api;
      proxy_set_header Host $http_host;
      # Appends the peer's address to whatever the client sent; TRUST_PROXY=1 takes only that last hop.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

function spawnLogged(t, name, command, args, env) {
  const logFile = path.join(t.dir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  child.logFile = logFile;
  return child;
}

async function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/** Signs in through the proxy at the external OP, as a browser would; returns the app's cookie jar. */
export async function signIn(t, email, { headers = {} } = {}) {
  const app = new CookieJar();
  const op = new CookieJar();
  const trail = [];
  const get = async (url, jar, opts = {}) => {
    const res = await t.request(url, {
      ...opts,
      headers: { ...headers, ...(opts.headers ?? {}), cookie: jar.header() },
    });
    jar.take(res.headers);
    trail.push(`${opts.method ?? 'GET'} ${new URL(url).pathname} ${res.status}`);
    return res;
  };
  let res = await get(`${t.publicUrl}/api/auth/login`, app);
  if (res.status !== 302) throw new Error(`sign-in did not start: ${res.status} ${res.body}`);
  res = await get(res.headers.location, op);
  let location = new URL(res.headers.location, t.issuer).href;
  res = await get(location, op);
  res = await get(location, op, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `login=${encodeURIComponent(email)}`,
  });
  while (res.status >= 300 && res.status < 400 && !res.headers.location.startsWith(t.publicUrl)) {
    location = new URL(res.headers.location, t.issuer).href;
    res = await get(location, op);
  }
  const callback = await get(res.headers.location, app);
  if (callback.status !== 302) throw new Error(`sign-in failed: ${trail.join(' | ')} ${callback.body}`);
  return { jar: app, callback };
}
