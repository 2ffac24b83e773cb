/**
 * A pooled connection whose peer went silent (a failover, a firewall that dropped its state) used to hang
 * the request that drew it for ever: no socket error ever comes. The statement timeout limits the server,
 * the client-side limit the wait on such a socket (keepalive, also set, only helps idle ones, after minutes).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, isDatabaseUnavailable } from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

/** Forwards to PostgreSQL; `freeze()` leaves the open connections open but silent in both directions. */
async function freezableProxy(target: URL) {
  const pairs: [net.Socket, net.Socket][] = [];
  const sockets: net.Socket[] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    client.pipe(upstream).pipe(client);
    const end = () => (client.destroy(), upstream.destroy());
    client.on('error', end);
    upstream.on('error', end);
    pairs.push([client, upstream]);
    sockets.push(client, upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      for (const [client, upstream] of pairs.splice(0)) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

let db: TestDatabase;
let proxy: Awaited<ReturnType<typeof freezableProxy>>;
let prisma: ReturnType<typeof createPrismaClient>;
const STATEMENT_TIMEOUT_MS = 300;

beforeAll(async () => {
  db = await createTestDatabase();
  const url = new URL(db.url);
  proxy = await freezableProxy(new URL(db.url));
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  prisma = createPrismaClient(url.toString(), { poolSize: 1, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  await prisma.country.count();
});
afterAll(async () => {
  await proxy.close();
  await prisma.$disconnect();
  await db.drop();
});

describe('a pool with a statement timeout', () => {
  it('answers a read whose connection went silent, on a new connection, instead of hanging', async () => {
    proxy.freeze();
    const started = Date.now();
    expect(await prisma.country.count()).toBe(0);
    expect(Date.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 8_000);
  });

  it('fails a write on a silent connection as "database unavailable" (503), without repeating it', async () => {
    await prisma.country.count(); // a new pooled connection
    proxy.freeze();
    const started = Date.now();
    const error = await failureOf(
      prisma.country.create({ data: { code: 'HK', name: 'Hong Kong', nameZh: '香港', dialCode: '852' } }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 8_000);
    expect(await db.prisma.country.count()).toBe(0);
  });

  it('has the server cancel a statement that runs too long, once (not retried), as a 503', async () => {
    const started = Date.now();
    const error = await failureOf(prisma.$queryRawUnsafe('SELECT pg_sleep(3)'));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(String(error)).toMatch(/statement timeout/);
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});
