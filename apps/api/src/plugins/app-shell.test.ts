import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let dist: string;
const bigAsset = Buffer.from(
  Array.from({ length: 2000 }, (_, i) => `export const label${i} = 'contact directory ${i}';`).join('\n'),
);

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.map'), '{"sources":["secret.tsx"]}');
  // What the web build's precompress step leaves: the asset, and its brotli and gzip forms next to it.
  fs.writeFileSync(path.join(dist, 'assets', 'big-9f8e.js'), bigAsset);
  fs.writeFileSync(path.join(dist, 'assets', 'big-9f8e.js.br'), zlib.brotliCompressSync(bigAsset));
  fs.writeFileSync(path.join(dist, 'assets', 'big-9f8e.js.gz'), zlib.gzipSync(bigAsset));
  t = await createTestApp(
    { WEB_DIST_DIR: dist, COMPANY_WEBSITE_URL: 'https://intranet.example.com/?a=1&b="2"' },
    {
      seeded: false,
      extraApiRoutes: async (app) => {
        app.get('/test/boom', { config: { public: true } }, async () => {
          throw new Error('secret internal detail: password=hunter2');
        });
        app.get('/test/conflict', { config: { public: true } }, async () => {
          throw new AppError('CONFLICT', 'Someone else changed this record.');
        });
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('SPA hosting', () => {
  it('serves index.html for client routes, so deep links and reloads work', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/OUSearch?OUSearchName=HK' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="root"');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('tells the SPA the deploy-time company website in a meta tag, escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain(
      '<meta name="cd-company-website" content="https://intranet.example.com/?a=1&amp;b=&quot;2&quot;">',
    );
  });

  it('caches fingerprinted assets for good and answers 404 for missing files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the precompressed brotli or gzip file to a browser that accepts it, cached for good', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-9f8e.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(bigAsset.length / 5);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(bigAsset)).toBe(true);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/big-9f8e.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(bigAsset)).toBe(true);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-9f8e.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(bigAsset)).toBe(true);
  });

  it('sends a file the build left uncompressed (too small) as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('does not serve the compressed files under their own names', async () => {
    for (const url of ['/assets/big-9f8e.js.br', '/assets/big-9f8e.js.gz']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('sends index.html compressed but never cached, so a deploy reaches every browser', async () => {
    for (const url of ['/', '/OUSearch']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('cd-company-website');
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="root"');
  });

  it('never serves source maps, in any letter case', async () => {
    for (const url of ['/assets/app-1a2b.js.map', '/assets/app-1a2b.js.MAP', '/assets/app-1a2b.js%2Emap']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret.tsx');
    }
  });

  it('answers unknown API paths with the error envelope, not the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/NoSuchThing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: false, error: { code: 'NOT_FOUND' } });
  });
});

describe('error envelope', () => {
  it('hides internals of unexpected errors but keeps the request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({
      result: false,
      message: 'Something went wrong on our side. Please try again later.',
      error: {
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again later.',
        messageCode: 'INTERNAL_ERROR',
        requestId: 'req-42',
      },
    });
  });

  it('passes typed errors through with their status and code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'Someone else changed this record.',
    });
  });
});
