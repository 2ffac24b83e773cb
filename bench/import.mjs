#!/usr/bin/env node
// Contact import at 100,000 rows: generates a workbook as Excel writes one (shared strings), uploads it
// to the built product (preview), commits it, and samples the server's RSS throughout. Beside it, in the
// same run, PostgreSQL's own COPY of the same rows into a copy of the contact table, as the floor.
// Prints the figures and writes bench/results/import.json. Needs `pnpm build` first. Goal: preview +
// commit under 60 s with server RSS under 512 MB (issue 9).
import { request } from 'node:http';
import { PassThrough } from 'node:stream';
import { apiHeapArgs } from '../scripts/lib/api-heap.mjs';
import { requireFromApi, timeCopyIn } from './lib/bench-db.mjs';
import { benchPorts, machineSummary, round, withProduct, writeResults } from './lib/product-server.mjs';
import { memory, resetPeak, sampleRss, signIn } from './lib/session.mjs';

const ExcelJS = requireFromApi('exceljs');
const { port, pgPort } = benchPorts(3320, 54440);
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const signal = () => AbortSignal.timeout(600_000);

function contactRow(i, departments) {
  return {
    email: `bench.${i}@import-bench.example`,
    firstName: `First${i % 997}`,
    familyName: `Family${i % 1009}`,
    title: ['Officer', 'Manager', 'Analyst', 'Director'][i % 4],
    department: departments[i % departments.length],
    phoneCountryCode: '852',
    phoneNumber: String(21_000_000 + i),
    mobileCountryCode: '852',
    mobileNumber: String(91_000_000 + i),
    workingLocation: `Floor ${(i % 40) + 1}`,
  };
}

async function makeWorkbook(departments) {
  const out = new PassThrough();
  const parts = [];
  out.on('data', (d) => parts.push(d));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: true,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Contacts');
  const keys = Object.keys(contactRow(0, departments));
  const headers = [
    'Email',
    'First Name',
    'Family Name',
    'Job Title',
    'Department',
    'Phone Country Code',
    'Phone Number',
    'Mobile Country Code',
    'Mobile Number',
    'Working Location',
  ];
  sheet.addRow(headers).commit();
  for (let i = 0; i < rows; i++) {
    const row = contactRow(i, departments);
    sheet.addRow(keys.map((k) => row[k])).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(parts);
}

function csvOf(ouId, departmentIds, departments) {
  const lines = [];
  for (let i = 0; i < rows; i++) {
    const r = contactRow(i, departments);
    const dept = departmentIds.get(r.department);
    lines.push(
      [
        ouId,
        dept,
        r.firstName,
        r.familyName,
        `${r.firstName} ${r.familyName}`,
        r.title,
        r.email,
        '852',
        r.phoneNumber,
        '852',
        r.mobileNumber,
        r.workingLocation,
        'bench',
        'bench',
      ].join(','),
    );
  }
  return lines.join('\n') + '\n';
}

/** A request without fetch's five-minute header timeout: a commit may take longer on a busy machine. */
function send(url, { method = 'POST', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const parts = [];
        res.on('data', (d) => parts.push(d));
        res.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          try {
            resolve({ status: res.statusCode, body: JSON.parse(text) });
          } catch {
            resolve({ status: res.statusCode, body: text });
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function multipart(file, fileName) {
  const boundary = `----cdbench${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

await withProduct({ port, pgPort }, async ({ db, pid, origin, direct }) => {
  await db.query(
    `INSERT INTO system_parameter (key, value, modified_by) VALUES ('import.maxRows', $1, 'bench')
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [String(rows)],
  );
  const ou = (await db.query(`SELECT id FROM organization_unit WHERE code = 'HPG-HK'`)).rows[0];
  const depts = (await db.query('SELECT id, name FROM department WHERE ou_id = $1 ORDER BY name', [ou.id]))
    .rows;
  const names = depts.map((d) => d.name);

  const generated = performance.now();
  const workbook = await makeWorkbook(names);
  const generateMs = performance.now() - generated;
  console.log(
    `workbook: ${rows} rows, ${(workbook.length / 2 ** 20).toFixed(1)} MiB, made in ${(generateMs / 1000).toFixed(1)} s`,
  );

  const { jar } = await signIn({
    origin,
    account: { email: 'alice.admin@harbourpacific.com', password: 'demo' },
    signal,
  });
  const rssBeforeMiB = memory(pid)?.rssMiB;
  resetPeak(pid);
  const stopSampling = sampleRss(pid);

  const cookie = jar.header(`${direct}/`);
  const upload = multipart(workbook, 'bench.xlsx');
  const previewStarted = performance.now();
  const preview = await send(`${direct}/api/ContactImport/ImportContacts?ouID=${ou.id}`, {
    headers: { cookie, 'x-cd-csrf': '1', 'content-type': upload.contentType },
    body: upload.body,
  });
  const previewMs = performance.now() - previewStarted;
  if (preview.status !== 200 || preview.body.data.counts.created !== rows) {
    throw new Error(`preview failed: ${preview.status} ${JSON.stringify(preview.body).slice(0, 500)}`);
  }
  const commitStarted = performance.now();
  const committed = await send(`${direct}/api/ContactImport/CommitImport`, {
    headers: { cookie, 'x-cd-csrf': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ importRunID: preview.body.data.importRunID }),
  });
  const commitMs = performance.now() - commitStarted;
  const peakRssMiB = stopSampling();
  if (committed.status !== 200 || committed.body.data.counts.created !== rows) {
    throw new Error(`commit failed: ${committed.status} ${JSON.stringify(committed.body).slice(0, 500)}`);
  }

  // The floor: COPY of the same rows into the contact table itself (its search trigger and indexes run as
  // for the import), rolled back; and into a bare copy of the table, which shows what the trigger costs.
  const csv = csvOf(ou.id, new Map(depts.map((d) => [d.name, d.id])), names);
  const copyColumns = `ou_id, department_id, first_name, family_name, display_name, title, email, phone_country_code,
    phone_number, mobile_country_code, mobile_number, working_location, created_by, modified_by`;
  await db.query('BEGIN');
  const copyMs = await timeCopyIn(db, `COPY contact (${copyColumns}) FROM STDIN CSV`, csv);
  await db.query('ROLLBACK');
  await db.query('CREATE TABLE bench_copy (LIKE contact INCLUDING DEFAULTS)');
  const bareCopyMs = await timeCopyIn(db, `COPY bench_copy (${copyColumns}) FROM STDIN CSV`, csv);
  await db.query('DROP TABLE bench_copy');

  const totalMs = previewMs + commitMs;
  const results = {
    date: new Date().toISOString(),
    machine: machineSummary(),
    rows,
    workbookMiB: round(workbook.length / 2 ** 20),
    previewMs: Math.round(previewMs),
    commitMs: Math.round(commitMs),
    totalMs: Math.round(totalMs),
    copyMs: Math.round(copyMs),
    ratioToCopy: round(totalMs / copyMs),
    bareTableCopyMs: Math.round(bareCopyMs),
    // The product's heap cap (API_HEAP_MB) and anything it inherits through NODE_OPTIONS change its memory.
    serverHeapArgs: apiHeapArgs(),
    serverNodeOptions: process.env.NODE_OPTIONS ?? null,
    serverRssBeforeMiB: round(rssBeforeMiB ?? 0),
    serverPeakRssMiB: round(peakRssMiB),
    goals: { totalUnder60s: totalMs < 60_000, rssUnder512MiB: peakRssMiB < 512 },
  };
  console.log(JSON.stringify(results, null, 2));
  writeResults('import', results);
});
