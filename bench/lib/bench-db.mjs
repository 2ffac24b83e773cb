// Direct database access for benchmarks: the product's embedded PostgreSQL, through the node-postgres and
// pg-copy-streams that @cd/db already depends on (for PostgreSQL's own COPY as the baseline of a figure).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireDb = createRequire(path.join(root, 'prisma/package.json'));
const pg = requireDb('pg');
const copyStreams = requireDb('pg-copy-streams');

/** The URL of the product's embedded database on `pgPort` (see prisma/README). */
export const embeddedUrl = (pgPort) => `postgres://postgres:postgres@127.0.0.1:${pgPort}/contact_directory`;

export async function connect(url) {
  const client = new pg.Client({ connectionString: url, application_name: 'cd-bench' });
  await client.connect();
  return client;
}

/** Milliseconds for COPY … FROM STDIN of `text` (CSV). */
export async function timeCopyIn(client, sql, text) {
  const started = performance.now();
  await pipeline(Readable.from([text]), client.query(copyStreams.from(sql)));
  return performance.now() - started;
}

/** Milliseconds and bytes for COPY … TO STDOUT, the output thrown away. */
export async function timeCopyOut(client, sql) {
  let bytes = 0;
  const started = performance.now();
  await pipeline(
    client.query(copyStreams.to(sql)),
    new Writable({
      write(chunk, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  return { ms: performance.now() - started, bytes };
}

/** A module of the API package (e.g. exceljs), without making it a root dependency. */
export const requireFromApi = createRequire(path.join(root, 'apps/api/package.json'));
