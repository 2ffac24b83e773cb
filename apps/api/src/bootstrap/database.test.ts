import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { startRestartablePostgres } from '../test/restartable-postgres.js';
import { prepareDatabase } from './database.js';

let server: Awaited<ReturnType<typeof startRestartablePostgres>>;
beforeAll(async () => {
  server = await startRestartablePostgres();
  await server.stop();
});
afterAll(() => server?.destroy());

const configFor = (url: string, waitSeconds: number) =>
  loadConfig({
    DATABASE_URL: url,
    DATABASE_WAIT_SECONDS: String(waitSeconds),
    SEED: 'none',
    PUBLIC_URL: 'http://localhost:3000',
  });

describe('a replica started before its database', () => {
  it('waits with growing pauses, saying so, and starts once the database answers', async () => {
    const lines: string[] = [];
    const starting = prepareDatabase(configFor(server.url, 60), (m) => lines.push(m));
    await new Promise((r) => setTimeout(r, 1_500));
    expect(lines.some((l) => l.startsWith('database not reachable yet'))).toBe(true);
    await server.start();
    const db = await starting;
    try {
      expect(await db.prisma.organizationUnit.count()).toBe(0);
      const pauses = lines
        .map((l) => /next in (\d+) ms/.exec(l)?.[1])
        .filter(Boolean)
        .map(Number);
      expect(pauses.slice(0, 3)).toEqual([250, 500, 1000]);
      expect(lines.at(-1)).toMatch(/^database reachable after \d+ attempts/);
    } finally {
      await db.close();
    }
  });

  it('gives up after DATABASE_WAIT_SECONDS with a message naming the database and the last error', async () => {
    const unused = new URL(server.url);
    unused.port = '1';
    const started = Date.now();
    await expect(prepareDatabase(configFor(unused.toString(), 2), () => undefined)).rejects.toThrow(
      /^The database at postgresql:\/\/postgres:\*\*\*@localhost:1\/contact_directory was not reachable within 2 s \(\d+ attempts; last: .*ECONNREFUSED/,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
