import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectContainerRuntime, startThrowawayServer, type RuntimeProbe } from '../src/testing.js';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-runtime-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for a container runtime's API socket that answers its liveness call. */
async function answeringSocket(name: string) {
  const socketPath = path.join(dir, name);
  const server = http.createServer((req, res) => {
    res.writeHead(req.url === '/_ping' ? 200 : 404).end('OK');
  });
  await new Promise<void>((r) => server.listen(socketPath, r));
  return { socketPath, close: () => new Promise((r) => server.close(r)) };
}

describe('detectContainerRuntime', () => {
  const unconfigured = () => ({ env: {}, home: dir });

  it('answers at once where no runtime is configured and no socket exists', async () => {
    const probe = await detectContainerRuntime({ ...unconfigured(), sockets: [path.join(dir, 'none.sock')] });
    expect(probe).toMatchObject({ available: false, reason: expect.stringMatching(/no container runtime/) });
    expect(probe.ms).toBeLessThan(100);
  });

  it('takes a socket file that nobody answers on (a stopped daemon) for no runtime', async () => {
    const stale = path.join(dir, 'stale.sock');
    fs.writeFileSync(stale, '');
    const probe = await detectContainerRuntime({ ...unconfigured(), sockets: [stale] });
    expect(probe.available).toBe(false);
    expect(probe.ms).toBeLessThan(1000);
  });

  it('gives up on a runtime that never answers within the second', async () => {
    const silent = net.createServer(() => undefined); // accepts, never replies
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const probe = await detectContainerRuntime({
        env: { DOCKER_HOST: `tcp://127.0.0.1:${port}` },
        home: dir,
      });
      expect(probe.available).toBe(false);
      expect(probe.ms).toBeGreaterThanOrEqual(900);
      expect(probe.ms).toBeLessThan(1500);
    } finally {
      silent.close();
    }
  });

  it('finds a runtime that answers, on its usual socket or through DOCKER_HOST', async () => {
    const runtime = await answeringSocket('docker.sock');
    try {
      const found = await detectContainerRuntime({ ...unconfigured(), sockets: [runtime.socketPath] });
      expect(found).toMatchObject({ available: true, reason: runtime.socketPath });
      const viaEnv = await detectContainerRuntime({
        env: { DOCKER_HOST: `unix://${runtime.socketPath}` },
        home: dir,
      });
      expect(viaEnv.available).toBe(true);
    } finally {
      await runtime.close();
    }
  });

  it('decides on this machine, as the test setup asks it, within a second', async () => {
    const probe = await detectContainerRuntime();
    expect(probe.ms).toBeLessThan(1000);
  });
});

describe('startThrowawayServer', () => {
  const server = (name: string) => ({ serverUrl: name, stop: async () => undefined });
  const none: RuntimeProbe = { available: false, reason: 'none', ms: 0 };
  const docker: RuntimeProbe = { available: true, reason: '/var/run/docker.sock', ms: 0 };

  it('starts postgres:17 in a container where a runtime answers', async () => {
    const s = await startThrowawayServer({
      probe: async () => docker,
      startContainer: async () => server('container'),
      startEmbedded: async () => server('embedded'),
    });
    expect(s.serverUrl).toBe('container');
  });

  it('uses the embedded server where none answers, without trying a container', async () => {
    let tried = false;
    const s = await startThrowawayServer({
      probe: async () => none,
      startContainer: async () => {
        tried = true;
        return server('container');
      },
      startEmbedded: async () => server('embedded'),
    });
    expect(s.serverUrl).toBe('embedded');
    expect(tried).toBe(false);
  });

  it('falls back to the embedded server, saying why, when the container does not start', async () => {
    const lines: string[] = [];
    const s = await startThrowawayServer({
      probe: async () => docker,
      startContainer: async () => {
        throw new Error('pull access denied for postgres');
      },
      startEmbedded: async () => server('embedded'),
      log: (line) => lines.push(line),
    });
    expect(s.serverUrl).toBe('embedded');
    expect(lines.join()).toMatch(/postgres:17 did not start \(pull access denied.*embedded/);
  });

  it('gives a working server on this machine (the real probe, then the real tier)', async () => {
    const started = Date.now();
    const s = await startThrowawayServer();
    try {
      const client = new pg.Client(s.serverUrl);
      await client.connect();
      const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
      await client.end();
      expect(rows[0]?.v).toMatch(/^17\./);
      expect(Date.now() - started).toBeLessThan(60_000);
    } finally {
      await s.stop();
    }
  }, 120_000);
});
