import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from '@cd/db';

/**
 * A real PostgreSQL of the test's own (not the run's shared server) that the test may stop and start
 * again on the same port, to show what the API does while its database is down or restarting.
 */
export async function startRestartablePostgres() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'cd-fault-pg-'));
  await fs.chmod(root, 0o755); // reachable by the `postgres` OS user when tests run as root
  const dataDir = path.join(root, 'pg');
  let server: EmbeddedPostgresServer | undefined = await startEmbeddedPostgres({
    dataDir,
    port: 0,
    ephemeral: true,
  });
  const { port, serverUrl, url } = server;
  return {
    port,
    serverUrl,
    /** The application database (contact_directory), created but not migrated. */
    url,
    async stop() {
      await server?.stop();
      server = undefined;
    },
    async start() {
      server ??= await startEmbeddedPostgres({ dataDir, port, ephemeral: true, fallbackToFreePort: false });
    },
    async destroy() {
      await server?.stop();
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP relay between the API and PostgreSQL. `sever()` does what a failover or a firewall dropping idle
 * connections does: the server side is gone, but the API's sockets stay open and learn it only when
 * they next send something (a reset).
 */
export async function startRelay(targetPort: number) {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; dead: boolean }>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    const pair = { client, upstream, dead: false };
    pairs.add(pair);
    client.on('data', (chunk) => {
      if (pair.dead) client.resetAndDestroy();
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    upstream.on('close', () => {
      if (!pair.dead) client.destroy();
    });
    client.on('close', () => {
      upstream.destroy();
      pairs.delete(pair);
    });
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;
  return {
    port,
    /** Connections open now, at the time of severing. */
    sever() {
      const count = pairs.size;
      for (const pair of pairs) {
        pair.dead = true;
        pair.upstream.destroy();
      }
      return count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) pair.client.destroy();
        relay.close(() => resolve());
      }),
  };
}
