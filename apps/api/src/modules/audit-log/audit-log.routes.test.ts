import { CSRF_HEADER, type AuditLogJob } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';
import { MAX_ATTEMPTS, STALE_AFTER_MS } from './export-jobs.js';
import { loadWorkbook, sheetValues } from '../../test/workbooks.js';

let t: TestApp;
let alice: InjectBrowser;
let oscar: InjectBrowser;
let carmen: InjectBrowser;
const ou: Record<string, number> = {};
const from = '2020-01-01T00:00:00+08:00';
const to = '2020-02-01T00:00:00+08:00';
const inRange = new Date('2020-01-10T04:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.db.prisma.organizationUnit.findMany({
    where: { code: { in: ['HPG', 'HPG-HK', 'HPG-HK-FIN'] } },
  })) {
    ou[row.code] = row.id;
  }
  const record = (action: string, ouId: number | null, actorEmail: string, at = inRange) => ({
    action,
    ouId,
    actorEmail,
    at,
    entityType: 'Contact',
    entityId: '1',
    after: { note: action },
  });
  await t.db.prisma.auditLog.createMany({
    data: [
      record('CONTACT_UPDATE', ou['HPG-HK-FIN']!, 'carmen.lee@harbourpacific.com.hk'),
      record('CONTACT_CREATE', ou['HPG-HK']!, 'oscar.chan@harbourpacific.com.hk'),
      record('CONTACT_DELETE', ou.HPG!, 'alice.admin@harbourpacific.com'),
      record('SIGN_IN', null, '=HYPERLINK("http://evil.example","x")'),
      record('CONTACT_UPDATE', ou['HPG-HK-FIN']!, 'late@example.com', new Date('2020-03-01T00:00:00Z')),
    ],
  });
  alice = (await signIn(t.app, DEMO.admin)).browser;
  oscar = (await signIn(t.app, DEMO.ouAdmin)).browser;
  carmen = (await signIn(t.app, DEMO.maintainer)).browser;
});
afterAll(() => t.close());

const csrf = { [CSRF_HEADER]: '1' };
const query = (browser: InjectBrowser | null, body: object) => {
  const request = {
    method: 'POST' as const,
    url: '/api/Report/AuditLogByDate/',
    headers: csrf,
    payload: body,
  };
  return browser ? browser.request(request) : t.app.inject(request);
};
const actions = (res: { json(): { data: { items: { action: string }[] } } }) =>
  res
    .json()
    .data.items.map((i) => i.action)
    .sort();

describe('POST /api/Report/AuditLogByDate/', () => {
  it('shows an OU administrator the records of the OUs they hold FN-0007 on, newest first', async () => {
    const res = await query(oscar, { from, to });
    expect(res.statusCode).toBe(200);
    expect(actions(res)).toEqual(['CONTACT_CREATE', 'CONTACT_UPDATE']);
    expect(res.json().data.items[0]).toMatchObject({
      ouName: expect.any(String),
      after: { note: expect.any(String) },
    });
    expect(res.json().data.items[0].changes).toEqual([
      { field: 'note', before: null, after: 'CONTACT_CREATE' },
    ]);
  });

  it('shows a system administrator everything, records without an OU included', async () => {
    const res = await query(alice, { from, to, includeSignIns: true });
    expect(actions(res)).toEqual(['CONTACT_CREATE', 'CONTACT_DELETE', 'CONTACT_UPDATE', 'SIGN_IN']);
  });

  it('leaves sign-ins out unless asked for, or filtered by (decision 108)', async () => {
    expect(actions(await query(alice, { from, to }))).toEqual([
      'CONTACT_CREATE',
      'CONTACT_DELETE',
      'CONTACT_UPDATE',
    ]);
    expect(actions(await query(alice, { from, to, includeSignIns: false, action: 'SIGN_IN' }))).toEqual([
      'SIGN_IN',
    ]);
    expect(actions(await query(alice, { from, to, action: 'CONTACT_DELETE', includeSignIns: true }))).toEqual(
      ['CONTACT_DELETE'],
    );
  });

  it('gives each page the names its records refer to, in both languages', async () => {
    const res = await query(oscar, { from, to, action: 'CONTACT_CREATE' });
    const { items, references } = res.json().data;
    expect(references.ous[String(ou['HPG-HK'])]).toEqual({
      name: items[0].ouName,
      nameZh: expect.any(String),
    });
  });

  it('takes the action from the list of recorded actions only', async () => {
    for (const action of ['NOT_AN_ACTION', 'contact_update', '', 42]) {
      const bad = await query(alice, { from, to, action });
      expect(bad.statusCode, String(action)).toBe(400);
      expect(bad.json().error.details[0]).toMatchObject({
        path: 'body.action',
        messageCode: 'FIELD_INVALID',
        message: expect.stringMatching(/^action must be one of the recorded actions/),
      });
    }
    const notBoolean = await query(alice, { from, to, includeSignIns: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().error.details[0]).toMatchObject({ path: 'body.includeSignIns' });
    const exportBad = await alice.request({
      method: 'POST',
      url: '/api/Report/ExportAuditLog/',
      headers: csrf,
      payload: { from, to, action: 'DROP_TABLE' },
    });
    expect(exportBad.statusCode).toBe(400);
    // The filter is checked after the session and the function code.
    expect((await query(null, { from, to, action: 'SIGN_IN' })).statusCode).toBe(401);
    expect((await query(carmen, { from, to, action: 'SIGN_IN' })).statusCode).toBe(403);
    expect((await query(carmen, { from, to, action: 'NOT_AN_ACTION' })).statusCode).toBe(403);
  });

  it('filters by OU (with or without subsidiaries), actor and action, and pages', async () => {
    expect(actions(await query(oscar, { from, to, ouID: ou['HPG-HK'], includeSubsidiaries: false }))).toEqual(
      ['CONTACT_CREATE'],
    );
    expect(actions(await query(oscar, { from, to, ouID: ou['HPG-HK'] }))).toEqual([
      'CONTACT_CREATE',
      'CONTACT_UPDATE',
    ]);
    expect(actions(await query(alice, { from, to, actor: 'CARMEN' }))).toEqual(['CONTACT_UPDATE']);
    expect(actions(await query(alice, { from, to, action: 'SIGN_IN' }))).toEqual(['SIGN_IN']);
    const paged = await query(alice, { from, to, page: 2, pageSize: 3, includeSignIns: true });
    expect(paged.json().data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.json().data.items).toHaveLength(1);
  });

  it('refuses a bad range, a foreign or unknown OU, strangers and anonymous callers', async () => {
    const backwards = await query(oscar, { from: to, to: from });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/to must be after from/);
    expect((await query(oscar, { from, to, ouID: ou.HPG })).statusCode).toBe(403);
    expect((await query(oscar, { from, to, ouID: 999_999 })).statusCode).toBe(404);
    expect((await query(carmen, { from, to })).statusCode).toBe(403);
    expect((await query(null, { from, to })).statusCode).toBe(401);
  });
});

async function waitFor(
  browser: InjectBrowser,
  jobID: string,
  done: (job: AuditLogJob) => boolean,
  timeoutMs = 30_000,
) {
  for (let i = 0; i < timeoutMs / 100; i++) {
    const res = await browser.request({
      method: 'GET',
      url: `/api/Report/CheckAuditLogReportStatus?jobID=${jobID}`,
    });
    const job = res.json().data as AuditLogJob;
    if (done(job)) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the job never got there');
}

describe('the audit export, read back', () => {
  const june = { from: '2020-06-01T00:00:00Z', to: '2020-07-01T00:00:00Z' };

  async function exported(lang: 'en' | 'zh-HK', filter: object = {}) {
    const res = await alice.request({
      method: 'POST',
      url: '/api/Report/ExportAuditLog/',
      headers: csrf,
      payload: { ...june, ...filter, lang },
    });
    expect(res.statusCode).toBe(200);
    const done = await waitFor(alice, (res.json().data as AuditLogJob).jobID, (j) => j.status === 'done');
    const file = await alice.request({ method: 'GET', url: done.downloadUrl! });
    return sheetValues((await loadWorkbook(file.rawPayload)).worksheets[0]!);
  }

  beforeAll(async () => {
    const at = new Date('2020-06-10T04:00:00Z');
    const phone = (number: string) => ({ countryCode: '852', areaCode: null, number, extension: null });
    await t.db.prisma.auditLog.createMany({
      data: [
        {
          action: 'CONTACT_UPDATE',
          ouId: ou['HPG-HK-FIN']!,
          actorEmail: 'carmen.lee@harbourpacific.com.hk',
          at,
          entityType: 'Contact',
          entityId: '1',
          before: { title: 'Clerk', ouID: ou['HPG-HK']!, phone: phone('2123 4567'), isMasterRecord: false },
          after: {
            title: 'Supervisor',
            ouID: ou['HPG-HK-FIN']!,
            phone: phone('2123 9999'),
            isMasterRecord: true,
          },
        },
        {
          action: 'SIGN_IN',
          ouId: null,
          actorEmail: 'someone@example.com',
          at,
          entityType: 'Session',
          entityId: null,
          after: { tenantID: 't1' },
        },
      ],
    });
  });

  // Fields come in the stored record's order (PostgreSQL's jsonb order), as the history panel lists them.
  it('words action, OU and before/after for people, in the language asked for, sign-ins left out', async () => {
    const names = new Map(
      (
        await t.db.prisma.organizationUnit.findMany({
          where: { id: { in: [ou['HPG-HK']!, ou['HPG-HK-FIN']!] } },
        })
      ).map((o) => [o.id, o]),
    );
    const hk = names.get(ou['HPG-HK']!)!;
    const fin = names.get(ou['HPG-HK-FIN']!)!;

    const [header, ...rows] = await exported('en');
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    expect(row).toMatchObject({
      Action: 'Contact updated',
      'Action Code': 'CONTACT_UPDATE',
      'Entity Type': 'Contact',
      'OU Name': fin.name,
      Before: `Organisation unit: ${hk.name}\nPhone: +852 2123 4567\nJob title: Clerk\nMaster record: No`,
      After: `Organisation unit: ${fin.name}\nPhone: +852 2123 9999\nJob title: Supervisor\nMaster record: Yes`,
    });

    const [zhHeader, ...zhRows] = await exported('zh-HK');
    const zh = Object.fromEntries(zhHeader!.map((name, i) => [name, zhRows[0]![i]]));
    expect(zh).toMatchObject({
      操作: '更新聯絡人',
      記錄類型: '聯絡人',
      組織單位名稱: fin.nameZh ?? fin.name,
      變更前: `組織單位：${hk.nameZh ?? hk.name}\n電話：+852 2123 4567\n職銜：Clerk\n主記錄：否`,
    });

    const withSignIns = await exported('en', { includeSignIns: true });
    expect(withSignIns).toHaveLength(3);
    expect(withSignIns.flat()).toContain('Signed in');
  });
});

describe('audit log export jobs', () => {
  let jobID = '';

  it('runs an export in the background and offers its file', async () => {
    const res = await alice.request({
      method: 'POST',
      url: '/api/Report/ExportAuditLog/',
      headers: csrf,
      payload: { from, to, includeSignIns: true },
    });
    expect(res.statusCode).toBe(200);
    const started = res.json().data as AuditLogJob;
    jobID = started.jobID;
    expect(['queued', 'running', 'done']).toContain(started.status);
    const done = await waitFor(alice, jobID, (j) => j.status === 'done');
    expect(done).toMatchObject({
      percent: 100,
      processedRows: 4,
      totalRows: 4,
      downloadUrl: `/api/Report/DownloadAuditLogReport?jobID=${jobID}`,
    });
    expect(done.fileName).toMatch(/^Audit Log_2020-01-01_2020-01-31_\d{4}-\d{2}-\d{2}\.xlsx$/);

    const file = await alice.request({ method: 'GET', url: done.downloadUrl! });
    expect(file.statusCode).toBe(200);
    const rows = sheetValues((await loadWorkbook(file.rawPayload)).worksheets[0]!).slice(1);
    expect(rows).toHaveLength(4);
    // A hostile actor name stays text.
    expect(rows.some((r) => r[1] === '=HYPERLINK("http://evil.example","x")')).toBe(true);
    expect(file.rawPayload.includes(Buffer.from('<f>'))).toBe(false);

    const list = await alice.request({ method: 'GET', url: '/api/Report/AuditLogReportJobs' });
    expect(list.json().data.map((j: AuditLogJob) => j.jobID)).toContain(jobID);
  });

  it('exports the records of one OU, and lists and reports that job with its OU', async () => {
    const res = await oscar.request({
      method: 'POST',
      url: '/api/Report/ExportAuditLog/',
      headers: csrf,
      payload: { from, to, ouID: ou['HPG-HK'], includeSubsidiaries: false },
    });
    expect(res.statusCode).toBe(200);
    const started = res.json().data as AuditLogJob;
    expect(started.filter).toMatchObject({ ouID: ou['HPG-HK'], includeSubsidiaries: false });
    const done = await waitFor(oscar, started.jobID, (j) => j.status === 'done');
    expect(done).toMatchObject({ processedRows: 1, filter: { ouID: ou['HPG-HK'] } });
    const list = await oscar.request({ method: 'GET', url: '/api/Report/AuditLogReportJobs' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((j: AuditLogJob) => j.jobID)).toContain(started.jobID);
  });

  it("writes the file's headers in the language asked for (lang), English by default", async () => {
    const res = await alice.request({
      method: 'POST',
      url: '/api/Report/ExportAuditLog/',
      headers: csrf,
      payload: { from, to, lang: 'zh-HK' },
    });
    expect(res.statusCode).toBe(200);
    const done = await waitFor(alice, (res.json().data as AuditLogJob).jobID, (j) => j.status === 'done');
    const file = await alice.request({ method: 'GET', url: done.downloadUrl! });
    const workbook = await loadWorkbook(file.rawPayload);
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe('日期及時間（UTC）');
    expect(workbook.worksheets[0]!.name).toBe('審計日誌');
    expect(header).toHaveLength(11);

    const english = await alice.request({
      method: 'GET',
      url: `/api/Report/DownloadAuditLogReport?jobID=${jobID}`,
    });
    const englishSheet = (await loadWorkbook(english.rawPayload)).worksheets[0]!;
    expect(englishSheet.getRow(1).getCell(1).value).toBe('Date/Time (UTC)');
    expect(englishSheet.name).toBe('Audit Log');

    const refused = await alice.request({
      method: 'POST',
      url: '/api/Report/ExportAuditLog/',
      headers: csrf,
      payload: { from, to, lang: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it("keeps a user's jobs to themselves", async () => {
    for (const url of [
      `/api/Report/CheckAuditLogReportStatus?jobID=${jobID}`,
      `/api/Report/DownloadAuditLogReport?jobID=${jobID}`,
    ]) {
      expect((await oscar.request({ method: 'GET', url })).statusCode).toBe(404);
    }
    const cancel = await oscar.request({
      method: 'POST',
      url: '/api/Report/CancelExportAuditLog/',
      headers: csrf,
      payload: { jobID },
    });
    expect(cancel.statusCode).toBe(404);
    const listed = (await oscar.request({ method: 'GET', url: '/api/Report/AuditLogReportJobs' })).json()
      .data;
    expect(listed.map((j: AuditLogJob) => j.jobID)).not.toContain(jobID);
  });

  it('cancels a queued job, which then never runs, and refuses to cancel a finished one', async () => {
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.admin } });
    const job = await t.db.prisma.exportJob.create({
      data: {
        kind: 'AUDIT_LOG',
        params: { filter: { from, to, includeSubsidiaries: true }, ouIds: null },
        requestedBy: user.id,
      },
    });
    const res = await alice.request({
      method: 'POST',
      url: '/api/Report/CancelExportAuditLog/',
      headers: csrf,
      payload: { jobID: job.id },
    });
    expect(res.json().data.status).toBe('cancelled');
    await t.app.exportJobs.run(job.id);
    expect((await t.db.prisma.exportJob.findUniqueOrThrow({ where: { id: job.id } })).status).toBe(
      'CANCELLED',
    );

    const finished = await alice.request({
      method: 'POST',
      url: '/api/Report/CancelExportAuditLog/',
      headers: csrf,
      payload: { jobID },
    });
    expect(finished.statusCode).toBe(409);
    // Coded, so a zh-HK user reads why in Chinese (decision 053).
    expect(finished.json().error.messageCode).toBe('AUDIT_EXPORT_ALREADY_FINISHED');
    const again = await alice.request({
      method: 'POST',
      url: '/api/Report/CancelExportAuditLog/',
      headers: csrf,
      payload: { jobID: job.id },
    });
    expect(again.json().error.messageCode).toBe('AUDIT_EXPORT_ALREADY_CANCELLED');
    const download = await alice.request({
      method: 'GET',
      url: `/api/Report/DownloadAuditLogReport?jobID=${job.id}`,
    });
    expect(download.statusCode).toBe(409);
    expect(download.json().error.messageCode).toBe('AUDIT_EXPORT_NO_FILE');
  });

  it('stops a running job when it is cancelled, keeping no file', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      action: 'BULK',
      entityType: 'Contact',
      entityId: String(i),
      at: new Date('2021-01-05T00:00:00Z'),
      actorEmail: 'bulk@example.com',
    }));
    await t.db.prisma.auditLog.createMany({ data: rows });
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.admin } });
    const filter = { from: '2021-01-01T00:00:00Z', to: '2021-02-01T00:00:00Z', includeSubsidiaries: true };
    const job = await t.db.prisma.exportJob.create({
      data: { kind: 'AUDIT_LOG', params: { filter, ouIds: null }, requestedBy: user.id },
    });
    const running = t.app.exportJobs.run(job.id);
    await waitFor(alice, job.id, (j) => j.processedRows >= 1000);
    const res = await alice.request({
      method: 'POST',
      url: '/api/Report/CancelExportAuditLog/',
      headers: csrf,
      payload: { jobID: job.id },
    });
    expect(res.json().data.status).toBe('cancelled');
    await running;
    const after = await t.db.prisma.exportJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(after.status).toBe('CANCELLED');
    expect(after.processedRows).toBeLessThan(20_000);
    expect(await t.db.prisma.exportFileChunk.count({ where: { jobId: job.id } })).toBe(0);
  }, 90_000);

  it('runs again a job whose worker died, and fails it after the last attempt: never stuck running', async () => {
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.admin } });
    const stale = new Date(Date.now() - STALE_AFTER_MS - 1000);
    const params = { filter: { from, to, includeSubsidiaries: true }, ouIds: null };
    const orphan = await t.db.prisma.exportJob.create({
      data: {
        kind: 'AUDIT_LOG',
        params,
        requestedBy: user.id,
        status: 'RUNNING',
        attempts: 1,
        heartbeatAt: stale,
      },
    });
    const hopeless = await t.db.prisma.exportJob.create({
      data: {
        kind: 'AUDIT_LOG',
        params,
        requestedBy: user.id,
        status: 'RUNNING',
        attempts: MAX_ATTEMPTS,
        heartbeatAt: stale,
      },
    });
    await t.app.exportJobs.reap();
    const retried = await waitFor(alice, orphan.id, (j) => j.status === 'done');
    expect(retried.processedRows).toBe(4);
    expect((await t.db.prisma.exportJob.findUniqueOrThrow({ where: { id: orphan.id } })).attempts).toBe(2);
    const failed = await alice.request({
      method: 'GET',
      url: `/api/Report/CheckAuditLogReportStatus?jobID=${hopeless.id}`,
    });
    expect(failed.json().data).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/stopped unexpectedly/),
    });
  });

  it("runs a killed worker's job again within a minute, on its own", async () => {
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.admin } });
    const params = { filter: { from, to, includeSubsidiaries: true }, ouIds: null };
    // Its worker reported a moment ago and then died: nobody calls reap() here, the app's timer does.
    const killed = await t.db.prisma.exportJob.create({
      data: {
        kind: 'AUDIT_LOG',
        params,
        requestedBy: user.id,
        status: 'RUNNING',
        attempts: 1,
        heartbeatAt: new Date(),
      },
    });
    const started = Date.now();
    await waitFor(alice, killed.id, (j) => j.status === 'done', 60_000);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 75_000);

  it('never shows less progress when a job runs again', async () => {
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.admin } });
    const params = { filter: { from, to, includeSubsidiaries: true }, ouIds: null };
    const job = await t.db.prisma.exportJob.create({
      data: {
        kind: 'AUDIT_LOG',
        params,
        requestedBy: user.id,
        status: 'RUNNING',
        attempts: 1,
        heartbeatAt: new Date(Date.now() - STALE_AFTER_MS - 1000),
        processedRows: 3,
        totalRows: 4,
      },
    });
    // Every value the row ever holds, written by the database itself, so no poll can miss one.
    await t.db.prisma.$executeRawUnsafe(`CREATE TABLE progress_seen (n serial, rows int)`);
    await t.db.prisma.$executeRawUnsafe(`
      CREATE FUNCTION progress_seen() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO progress_seen (rows) VALUES (NEW.processed_rows); RETURN NEW; END $$`);
    await t.db.prisma.$executeRawUnsafe(`
      CREATE TRIGGER progress_seen AFTER UPDATE ON export_job
      FOR EACH ROW WHEN (NEW.id = '${job.id}') EXECUTE FUNCTION progress_seen()`);
    await t.app.exportJobs.reap();
    await waitFor(alice, job.id, (j) => j.status === 'done');
    const seen = await t.db.prisma.$queryRawUnsafe<{ rows: number }[]>(
      `SELECT rows FROM progress_seen ORDER BY n`,
    );
    const values = [3, ...seen.map((r) => r.rows)];
    expect(values.at(-1)).toBe(4);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('deletes files past their retention', async () => {
    await t.db.prisma.exportJob.update({
      where: { id: jobID },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await t.app.exportJobs.reap();
    expect(await t.db.prisma.exportFileChunk.count({ where: { jobId: jobID } })).toBe(0);
    const status = await alice.request({
      method: 'GET',
      url: `/api/Report/CheckAuditLogReportStatus?jobID=${jobID}`,
    });
    expect(status.json().data).toMatchObject({ status: 'done', downloadUrl: null });
    const download = await alice.request({
      method: 'GET',
      url: `/api/Report/DownloadAuditLogReport?jobID=${jobID}`,
    });
    expect(download.statusCode).toBe(404);
    expect(download.json().message).toBe('This export has expired; start it again.');
  });

  it("stops a finished export's download once the requester's FN-0007 on its OU is revoked", async () => {
    const res = await oscar.request({
      method: 'POST',
      url: '/api/Report/ExportAuditLog/',
      headers: csrf,
      payload: { from, to, ouID: ou['HPG-HK'], includeSubsidiaries: false },
    });
    const done = await waitFor(oscar, (res.json().data as AuditLogJob).jobID, (j) => j.status === 'done');
    const download = () => oscar.request({ method: 'GET', url: done.downloadUrl! });
    expect((await download()).statusCode).toBe(200);

    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.ouAdmin } });
    const grants = await t.db.prisma.permissionGrant.findMany({
      where: { userId: user.id, functionCode: 'FN-0007' },
    });
    // FN-0007 left on HK Finance only: the route stays open to him, Hong Kong's records do not.
    await t.db.prisma.permissionGrant.deleteMany({ where: { id: { in: grants.map((g) => g.id) } } });
    const finance = await t.db.prisma.permissionGrant.create({
      data: { userId: user.id, ouId: ou['HPG-HK-FIN']!, functionCode: 'FN-0007', grantedBy: 'test' },
    });
    try {
      const refused = await download();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        result: false,
        error: { code: 'FORBIDDEN', messageCode: 'AUDIT_EXPORT_SCOPE_REVOKED' },
      });
      expect(refused.json().message).toMatch(/no longer have access to every organisation unit/);
    } finally {
      await t.db.prisma.permissionGrant.delete({ where: { id: finance.id } });
      await t.db.prisma.permissionGrant.createMany({ data: grants.map(({ id: _id, ...g }) => g) });
    }
    expect((await download()).statusCode).toBe(200);
  });

  it('refuses malformed job ids, strangers and anonymous callers', async () => {
    expect(
      (await alice.request({ method: 'GET', url: '/api/Report/CheckAuditLogReportStatus?jobID=12' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await carmen.request({ method: 'GET', url: `/api/Report/CheckAuditLogReportStatus?jobID=${jobID}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/Report/CheckAuditLogReportStatus?jobID=${jobID}` }))
        .statusCode,
    ).toBe(401);
    const foreign = await oscar.request({
      method: 'POST',
      url: '/api/Report/ExportAuditLog/',
      headers: csrf,
      payload: { from, to, ouID: ou.HPG },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
