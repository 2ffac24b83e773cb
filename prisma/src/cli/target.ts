import { redactUrl } from '../database-url.js';
import { startEmbeddedPostgres } from '../embedded-postgres.js';
import { defaultEmbeddedSettings } from '../paths.js';
import { startThrowawayPostgres } from '../testing/server.js';

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
  const server = await startThrowawayPostgres();
  return { url: server.serverUrl, close: () => server.stop() };
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
