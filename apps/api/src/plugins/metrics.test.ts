import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { AUDIT_EXPORT_QUEUE } from '../modules/audit-log/export-jobs.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../test/test-app.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const TOKEN = 'scrape-token-0123456789';

describe('metrics off (no METRICS_PORT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seeded: false });
  });
  afterAll(() => t.close());

  it('opens no listener and no route', async () => {
    expect(t.app.metricsServer).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('metrics on METRICS_PORT', () => {
  let t: TestApp;
  let appPort: number;
  let metricsPort: number;
  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers });

  beforeAll(async () => {
    metricsPort = await freePort();
    t = await createTestApp({ METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    appPort = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('are never on the application port', async () => {
    expect((await fetch(`http://127.0.0.1:${appPort}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${appPort}/api/metrics`)).status).toBe(404);
  });

  it('answer only with the bearer token', async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect((await scrape({ authorization: TOKEN })).status).toBe(401);
    expect((await scrape()).status).toBe(200);
  });

  it('count requests per route template with latency buckets, sign-ins and refusals', async () => {
    await signIn(t.app, DEMO.employee);
    await t.app.inject({ method: 'GET', url: '/api/OrganizationUnits/GetOUDetail?ouID=424242' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/8675309' });
    const text = await (await scrape()).text();

    expect(text).toContain('cd_sign_ins_total{outcome="signed_in"} 1');
    expect(text).toContain(
      'cd_http_refusals_total{status="401",route="/api/OrganizationUnits/GetOUDetail"} 1',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/OrganizationUnits\/GetOUDetail",status_code="401"\} \d/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/callback",status_code="302"\} 1/,
    );
    // Raw URLs (query strings, ids, made-up paths) never become series.
    expect(text).not.toContain('424242');
    expect(text).not.toContain('8675309');
  });

  it('report the database pool and the job queue', async () => {
    const text = await (await scrape()).text();
    expect(text).toMatch(/cd_db_pool_connections\{state="in_use"\} \d+/);
    expect(text).toMatch(/cd_db_pool_connections\{state="waiting"\} 0/);
    expect(text).toContain('cd_db_pool_connections{state="max"} 4');
    expect(text).toContain(`cd_job_queue_jobs{queue="${AUDIT_EXPORT_QUEUE}",state="queued"} 0`);
  });
});

describe('metrics settings', () => {
  const base = { PUBLIC_URL: 'http://localhost:3000', METRICS_PORT: '9464' };
  it('refuse a listener other machines reach without a token, and the application port', () => {
    expect(() => loadConfig({ ...base, METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_TOKEN: METRICS_HOST 0\.0\.0\.0/,
    );
    expect(loadConfig({ ...base, METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }).METRICS_HOST).toBe(
      '0.0.0.0',
    );
    expect(() => loadConfig({ ...base, PORT: '9464' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ ...base, METRICS_PORT: '94a' })).toThrow(/METRICS_PORT: must be a port number/);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).METRICS_PORT).toBeUndefined();
  });
});
