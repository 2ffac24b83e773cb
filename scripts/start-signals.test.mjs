// `npm start` as a newcomer runs it, stopped as people stop it: a signal to the npm process alone
// (a service manager, `kill`), or Ctrl-C at a terminal (SIGINT to the whole foreground group). Whatever
// npm started (the run script, its re-run under Node 24, the server, the embedded PostgreSQL) must be
// gone afterwards, its ports free, and the stop quiet. Uses the build in the checkout (install and build
// are cached by then, so each start takes seconds).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataDir, removeDataDir } from '../bench/lib/product-server.mjs';
import { REEXEC_MARK } from './lib/toolchain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readyWithinMs = 240_000;
const goneWithinMs = 30_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The machine's older Node first on PATH when it has one, so the chain includes the re-run under 24. */
function newcomerPath() {
  const dirs = (process.env.PATH ?? '').split(path.delimiter);
  const older = dirs.find((dir) => {
    const node = path.join(dir, 'node');
    if (!fs.existsSync(node)) return false;
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' });
    return Number(version.slice(1).split('.')[0]) < 24;
  });
  return older ? [older, ...dirs].join(path.delimiter) : process.env.PATH;
}

/**
 * A newcomer's shell: none of what the run script sets when it re-runs itself under Node 24 (`npm test`
 * runs this file from there), or the old Node first on PATH would be taken for a failed provisioning.
 */
function newcomerEnv() {
  const env = { ...process.env, PATH: newcomerPath() };
  for (const key of [REEXEC_MARK, 'npm_config_nodedir', 'npm_node_execpath', 'NODE']) delete env[key];
  return env;
}

/** Every process below `pid` (Linux /proc), PostgreSQL included though it runs in its own group. */
function descendants(pid) {
  const children = new Map();
  for (const name of fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const walk = (p) => {
    for (const c of children.get(p) ?? []) {
      found.push(c);
      walk(c);
    }
  };
  walk(pid);
  return found;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let started;
// One data folder for every start: the first initialises PostgreSQL, the others restart on it in a second.
let dataDir;
beforeAll(() => {
  dataDir = createDataDir();
});
afterAll(() => removeDataDir(dataDir));

afterEach(async () => {
  // Only when a check failed: end what is left, so a broken stop does not keep ports for later tests.
  for (const pid of started?.pids.filter(alive) ?? []) process.kill(pid, 'SIGKILL');
  started = undefined;
});

async function startProduct({ folder = dataDir, seed = 'none', until = 'is ready in' } = {}) {
  const [port, pgPort] = [await freePort(), await freePort()];
  const npm = spawn('npm', ['start'], {
    cwd: root,
    // Its own process group: the "terminal" whose Ctrl-C reaches every process in it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...newcomerEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: folder,
      SEED: seed,
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  npm.stdout.on('data', (d) => (output += d));
  npm.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => npm.once('exit', resolve));
  started = { npm, port, pgPort, pids: [npm.pid], output: () => output, exited };
  const deadline = Date.now() + readyWithinMs;
  while (!output.includes(until)) {
    if (npm.exitCode !== null) throw new Error(`npm start ended early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`not ready within ${readyWithinMs / 1000} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  started.pids.push(...descendants(npm.pid));
  return started;
}

async function expectAllGone(product, { stoppedLine = true } = {}) {
  const deadline = Date.now() + goneWithinMs;
  while (product.pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(product.pids.filter(alive), product.output()).toEqual([]);
  expect(await portIsFree(product.port)).toBe(true);
  expect(await portIsFree(product.pgPort)).toBe(true);
  const output = product.output();
  if (!stoppedLine) return;
  expect(output).toContain('[contact-directory] stopped');
  expect(output).not.toMatch(/terminating connection|error|ERR!/i);
}

describe('npm start, stopped', () => {
  it('shows a few progress lines, then the banner last', async () => {
    const product = await startProduct();
    const beforeBanner = product.output().split('is ready in')[0].trim().split('\n');
    expect(beforeBanner.length).toBeLessThan(15);
    expect(product.output()).toMatch(
      /✔ install[\s\S]*✔ build[\s\S]*embedded PostgreSQL running[\s\S]*is ready in/,
    );
    expect(product.output()).not.toMatch(/dist\/assets|telemetry|Update available/i);
    // One descendant per link: sh, the run script (and its re-run), the server, PostgreSQL.
    expect(product.pids.length).toBeGreaterThanOrEqual(4);
    product.npm.kill('SIGTERM');
    await expectAllGone(product);
  }, 300_000);

  it('SIGINT to the npm process alone stops everything npm started', async () => {
    const product = await startProduct();
    product.npm.kill('SIGINT');
    await expectAllGone(product);
  }, 300_000);

  it("Ctrl-C at a terminal (SIGINT to the whole group) stops everything, without the database's errors", async () => {
    const product = await startProduct();
    process.kill(-product.npm.pid, 'SIGINT');
    await expectAllGone(product);
  }, 300_000);

  it('SIGTERM to a process further down the chain (the run script, the server) ends the whole chain', async () => {
    const cmdline = (pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        return '';
      }
    };
    for (const target of ['scripts/run.mjs', 'apps/api/dist/server.js']) {
      const product = await startProduct();
      const pid = product.pids.findLast((p) => cmdline(p).includes(target));
      expect(pid, target).toBeDefined();
      process.kill(pid, 'SIGTERM');
      await expectAllGone(product);
      started = undefined;
    }
  }, 600_000);

  it('the whole group killed outright (as a test runner stops its web server) leaves no PostgreSQL behind', async () => {
    const product = await startProduct();
    process.kill(-product.npm.pid, 'SIGKILL');
    await expectAllGone(product, { stoppedLine: false });
  }, 300_000);

  it('Ctrl-C while the first start loads the demo data leaves no PostgreSQL behind', async () => {
    const folder = createDataDir();
    try {
      const product = await startProduct({ folder, seed: 'demo', until: 'loading demo data' });
      product.pids.push(...descendants(product.npm.pid).filter((pid) => !product.pids.includes(pid)));
      process.kill(-product.npm.pid, 'SIGINT');
      await expectAllGone(product, { stoppedLine: false });
    } finally {
      await removeDataDir(folder);
    }
  }, 300_000);
});
