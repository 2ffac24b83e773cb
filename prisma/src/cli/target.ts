import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { redactUrl } from '../database-url.js';
import { startEmbeddedPostgres } from '../embedded-postgres.js';
import { defaultEmbeddedSettings } from '../paths.js';

export interface Target {
  url: string;
  close(): Promise<void>;
}

const say = (message: string) => console.log(`[db] ${message}`);

/** DATABASE_URL, or the product's own embedded PostgreSQL (the one `pnpm start` uses, same folder and port). */
export async function openAppDatabase(): Promise<Target> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    say(`database ${redactUrl(url)}`);
    return { url, close: async () => undefined };
  }
  const server = await startEmbeddedPostgres({ ...defaultEmbeddedSettings(), log: say });
  say(`embedded PostgreSQL on port ${server.port}, data in ${server.dataDir}`);
  return { url: server.url, close: () => server.stop() };
}

/** A server for throwaway databases: SHADOW_DATABASE_URL (Prisma's name for it) or a temporary embedded one. */
export async function openScratchServer(): Promise<Target> {
  const url = process.env.SHADOW_DATABASE_URL?.trim();
  if (url) return { url, close: async () => undefined };
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cd-db-scratch-'));
  await fs.chmod(dataDir, 0o755); // the server may run as the `postgres` OS user, who must reach it
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pg'),
    port: 0,
    ephemeral: true,
  }).catch(async (error: unknown) => {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.serverUrl,
    close: async () => {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a CLI body: errors become one readable line and exit code 1, not a stack trace. */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`[db] ${error instanceof Error ? error.message : String(error)}`);
      if (process.env.DEBUG) console.error(error);
      process.exit(1);
    },
  );
}
