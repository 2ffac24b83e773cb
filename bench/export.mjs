#!/usr/bin/env node
// Contact export at 1,000,000 contacts: generates them into the built product's database, downloads
// `POST /api/Contacts/ExportContacts` for the root OU with its subsidiaries (every contact) while sampling
// the server's RSS, and, in the same run, PostgreSQL's own COPY … TO STDOUT of the same rows as the floor.
// Prints the figures and writes bench/results/export.json. Needs `pnpm build` first. Goal: RSS flat and
// under 512 MB whatever the size (issue 9). Generating the contacts takes minutes, so a data folder that
// holds them already can be reused (it is kept):
//   BENCH_DATA_DIR=.data/bench-1m node bench/export.mjs
// (made once with `DATA_DIR=.data/bench-1m pnpm --filter @cd/db seed --contacts 1000000`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedUrl, timeCopyOut } from './lib/bench-db.mjs';
import { benchPorts, machineSummary, round, withProduct, writeResults } from './lib/product-server.mjs';
import { memory, resetPeak, signIn } from './lib/session.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { generateContacts } = await import(path.join(root, 'prisma/dist/index.js'));
const { port, pgPort } = benchPorts(3330, 54450);
const dataDir = process.env.BENCH_DATA_DIR && path.resolve(process.env.BENCH_DATA_DIR);
const extra = Number(process.env.BENCH_EXPORT_CONTACTS ?? 1_000_000);
const signal = () => AbortSignal.timeout(1_200_000);

await withProduct({ port, pgPort, dataDir }, async ({ db, pid, origin, direct }) => {
  if (!dataDir) {
    const generated = performance.now();
    await generateContacts(embeddedUrl(pgPort), { count: extra, log: () => undefined });
    await db.query('VACUUM ANALYZE contact');
    console.log(`generated ${extra} contacts in ${((performance.now() - generated) / 1000).toFixed(0)} s`);
  }
  const total = Number((await db.query('SELECT count(*) FROM contact')).rows[0].count);
  const rootOu = (
    await db.query('SELECT id FROM organization_unit WHERE parent_id IS NULL ORDER BY id LIMIT 1')
  ).rows[0];

  const { jar } = await signIn({
    origin,
    account: { email: 'alice.admin@harbourpacific.com', password: 'demo' },
    signal,
  });
  const rssBeforeMiB = memory(pid)?.rssMiB ?? 0;
  resetPeak(pid);
  // RSS at each tenth of the download shows whether memory grows with the rows written.
  const samples = [];
  const started = performance.now();
  const res = await fetch(
    `${direct}/api/Contacts/ExportContacts?ouID=${rootOu.id}&includeSubsidiaries=true`,
    {
      method: 'POST',
      headers: { cookie: jar.header(`${direct}/`), 'x-cd-csrf': '1' },
      signal: signal(),
    },
  );
  if (res.status !== 200) throw new Error(`export failed: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lastSample = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    const now = performance.now();
    if (now - lastSample > 2000) {
      lastSample = now;
      samples.push({
        s: round((now - started) / 1000),
        MiB: round(bytes / 2 ** 20),
        rssMiB: round(memory(pid)?.rssMiB ?? 0),
      });
    }
  }
  const exportMs = performance.now() - started;
  const peakRssMiB = memory(pid)?.hwmMiB ?? 0;

  const copy = await timeCopyOut(
    db,
    `COPY (SELECT c.*, o.code, o.name, d.name AS department,
                  (SELECT string_agg(e.email, '; ' ORDER BY e.position) FROM contact_email e WHERE e.contact_id = c.id)
             FROM contact c JOIN organization_unit o ON o.id = c.ou_id LEFT JOIN department d ON d.id = c.department_id
            ORDER BY c.id) TO STDOUT CSV`,
  );
  const rss = samples.map((s) => s.rssMiB);
  const results = {
    date: new Date().toISOString(),
    machine: machineSummary(),
    contacts: total,
    exportMs: Math.round(exportMs),
    fileMiB: round(bytes / 2 ** 20),
    rowsPerSecond: Math.round(total / (exportMs / 1000)),
    copyMs: Math.round(copy.ms),
    copyMiB: round(copy.bytes / 2 ** 20),
    ratioToCopy: round(exportMs / copy.ms),
    // The product inherits NODE_OPTIONS (e.g. a heap cap), which changes its memory figures.
    serverNodeOptions: process.env.NODE_OPTIONS ?? null,
    serverRssBeforeMiB: round(rssBeforeMiB),
    serverPeakRssMiB: round(peakRssMiB),
    rssDuringExportMiB: { min: Math.min(...rss), max: Math.max(...rss) },
    samples,
    goals: { rssUnder512MiB: peakRssMiB < 512 },
  };
  console.log(JSON.stringify({ ...results, samples: `${samples.length} samples` }, null, 2));
  writeResults('export', results);
});
