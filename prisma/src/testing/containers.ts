// The testcontainers tier of the test servers: PostgreSQL 17 in a throwaway container where a container
// runtime answers. Deciding that must cost nothing where none does (most machines running these tests
// here): importing testcontainers alone takes over a second, so the runtime is asked directly first.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { TestServer } from './server.js';

export const CONTAINER_IMAGE = 'postgres:17';

export interface RuntimeProbe {
  available: boolean;
  /** What was found or tried, for the line a test run prints. */
  reason: string;
  ms: number;
}

export interface ProbeOptions {
  env?: NodeJS.ProcessEnv;
  home?: string;
  /** Unix sockets where a runtime listens when DOCKER_HOST does not say (testcontainers' own list). */
  sockets?: string[];
  /** The most a probe of an unconfigured machine may take before the embedded server is used. */
  timeoutMs?: number;
  /** A DOCKER_HOST testcontainers must judge itself (TLS, ssh, a properties file) gets this long. */
  configuredTimeoutMs?: number;
}

function defaultSockets(env: NodeJS.ProcessEnv, home: string): string[] {
  const uid = os.userInfo().uid;
  return [
    '/var/run/docker.sock',
    ...(env.XDG_RUNTIME_DIR ? [path.join(env.XDG_RUNTIME_DIR, 'docker.sock')] : []),
    path.join(home, '.docker', 'run', 'docker.sock'),
    path.join(home, '.docker', 'desktop', 'docker.sock'),
    `/run/user/${uid}/docker.sock`,
    `/run/user/${uid}/podman/podman.sock`,
    '/run/podman/podman.sock',
  ];
}

/** GET /_ping, the Docker API's (and Podman's) liveness call; true only for a 200 within the time. */
function ping(target: { socketPath: string } | { host: string; port: number }, timeoutMs: number) {
  return new Promise<boolean>((resolve) => {
    const req = http.get({ ...target, path: '/_ping', timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

async function probeWithTestcontainers(): Promise<boolean> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  await getContainerRuntimeClient();
  return true;
}

function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/**
 * Whether a container runtime answers, the way testcontainers would find it: DOCKER_HOST, else
 * ~/.testcontainers.properties, else the usual sockets. Nothing there: answered at once.
 */
export async function detectContainerRuntime(options: ProbeOptions = {}): Promise<RuntimeProbe> {
  const started = Date.now();
  const env = options.env ?? process.env;
  const home = options.home ?? os.homedir();
  const timeoutMs = options.timeoutMs ?? 1000;
  const done = (available: boolean, reason: string) => ({ available, reason, ms: Date.now() - started });

  const dockerHost = env.DOCKER_HOST;
  const properties = path.join(home, '.testcontainers.properties');
  if (dockerHost?.startsWith('unix://')) {
    const socketPath = dockerHost.slice('unix://'.length);
    return done(await ping({ socketPath }, timeoutMs), `DOCKER_HOST ${dockerHost}`);
  }
  if (dockerHost?.startsWith('tcp://') && !env.DOCKER_TLS_VERIFY) {
    const url = new URL(dockerHost.replace(/^tcp:/, 'http:'));
    const target = { host: url.hostname, port: Number(url.port || 2375) };
    return done(await ping(target, timeoutMs), `DOCKER_HOST ${dockerHost}`);
  }
  if (dockerHost || fs.existsSync(properties)) {
    // Configured in a way only testcontainers reads (TLS, ssh, tc.host): let it decide, given time.
    const ok = await within(probeWithTestcontainers(), options.configuredTimeoutMs ?? 10_000, false);
    return done(ok, dockerHost ? `DOCKER_HOST ${dockerHost}` : properties);
  }
  const sockets = (options.sockets ?? defaultSockets(env, home)).filter((s) => fs.existsSync(s));
  if (sockets.length === 0) return done(false, 'no DOCKER_HOST and no container runtime socket');
  const answers = await Promise.all(sockets.map((socketPath) => ping({ socketPath }, timeoutMs)));
  const answering = sockets.find((_, i) => answers[i]);
  return done(Boolean(answering), answering ?? `nothing answers on ${sockets.join(', ')}`);
}

/** PostgreSQL 17 in a throwaway container, tuned like the embedded test server (no fsync). */
export async function startContainerPostgres(): Promise<TestServer> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer(CONTAINER_IMAGE)
    .withDatabase('postgres')
    .withUsername('postgres')
    .withPassword('postgres')
    .withCommand(['-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=off'])
    .start();
  return {
    serverUrl: container.getConnectionUri(),
    async stop() {
      await container.stop();
    },
  };
}
