import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTableSpy } from '../../test/route-table.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const spy = routeTableSpy();
let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<
    string,
    Record<string, { security?: unknown[]; parameters?: { name: string; in: string }[] }>
  >;
};

beforeAll(async () => {
  t = await createTestApp({}, { seeded: false, instrument: spy.instrument });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document at /api/openapi.json', () => {
  it('is OpenAPI 3.1, readable without a session', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every API route in the route table, today and later', () => {
    const documented = spy.apiRoutes().filter((r) => !r.hidden && r.method !== 'HEAD');
    expect(documented.length).toBeGreaterThanOrEqual(5);
    const missing = documented.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('hides only the documentation itself', () => {
    const hidden = spy.apiRoutes().filter((r) => r.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.filter((r) => r.url !== '/api/openapi.json' && !r.url.startsWith('/api/docs'))).toEqual([]);
  });

  it('carries the shapes of the zod schemas and says which routes need a session', () => {
    const detail = doc.paths['/api/OrganizationUnits/GetOUDetail']?.get;
    expect(detail?.parameters).toContainEqual(expect.objectContaining({ name: 'ouID', in: 'query' }));
    expect(detail?.security).toBeUndefined(); // the document-wide default: the session cookie
    expect(doc.paths['/api/health']?.get?.security).toEqual([]);
  });
});

describe('API reference at /api/docs', () => {
  it('is a page whose scripts are all files served here, so the CSP allows them', async () => {
    const html = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    const scripts = [...html.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/gi)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = new URL(src, 'http://x/api/docs').pathname;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('javascript');
    }
  });
});
