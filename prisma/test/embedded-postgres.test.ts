import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { withClient } from '../src/database-url.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from '../src/index.js';

const query = (url: string, sql: string) => withClient(url, async (client) => (await client.query(sql)).rows);

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the server from another process, then kills that process hard, as a crash or `kill -9` would. */
async function orphanServer(dataDir: string): Promise<number> {
  const script = `
    import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve('src/index.ts'))};
    const s = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: 0 });
    console.log('ready ' + s.port);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  return Number((await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

describe('startEmbeddedPostgres', () => {
  let root: string;
  let dataDir: string;
  let server: EmbeddedPostgresServer;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'cd-embedded-test-'));
    await fs.chmod(root, 0o755);
    dataDir = path.join(root, 'pg');
  });
  afterAll(async () => {
    await server?.stop();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('initialises once, creates the app database and keeps data across restarts', async () => {
    server = await startEmbeddedPostgres({ dataDir, port: 0, database: 'app' });
    expect(server.owned).toBe(true);
    await query(server.url, 'CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$still here$$)');
    const [{ enc }] = await query(
      server.url,
      'SELECT pg_encoding_to_char(encoding) AS enc FROM pg_database WHERE datname = current_database()',
    );
    expect(enc).toBe('UTF8');
    await server.stop();

    server = await startEmbeddedPostgres({ dataDir, port: 0, database: 'app' });
    expect(await query(server.url, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
  });

  it('attaches to the server another live process already runs on the folder', async () => {
    const again = await startEmbeddedPostgres({ dataDir, port: 0, database: 'app' });
    expect(again.owned).toBe(false);
    expect(again.port).toBe(server.port);
    await again.stop(); // not ours to stop
    expect(await query(server.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    await server.stop();
  });

  it('ignores a postmaster.pid whose pid now belongs to another program', async () => {
    await fs.writeFile(
      path.join(dataDir, 'postmaster.pid'),
      `${process.pid}\n${dataDir}\n0\n1\n\n\n\nready\n`,
    );
    server = await startEmbeddedPostgres({ dataDir, port: 0, database: 'app' });
    expect(await query(server.url, 'SELECT v FROM kept')).toHaveLength(1);
    await server.stop();
  });

  it('stops an orphaned server left by a killed parent, then starts its own', async () => {
    const orphan = await orphanServer(dataDir);
    expect(isAlive(orphan)).toBe(true);
    server = await startEmbeddedPostgres({ dataDir, port: 0, database: 'app' });
    expect(server.owned).toBe(true);
    expect(isAlive(orphan)).toBe(false);
    expect(await query(server.url, 'SELECT v FROM kept')).toHaveLength(1);
    await server.stop();
  });

  it('moves to a free port when the configured one is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    try {
      server = await startEmbeddedPostgres({ dataDir, port: taken, database: 'app' });
      expect(server.port).not.toBe(taken);
      await expect(
        startEmbeddedPostgres({ dataDir: `${dataDir}-unused`, port: taken, fallbackToFreePort: false }),
      ).rejects.toThrow(/in use/);
    } finally {
      blocker.close();
    }
  });
});
