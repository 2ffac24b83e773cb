import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { escapeHtml } from '../lib/html.js';
import { sendNotFound } from './errors.js';

const apiPrefixes = ['/api/', '/idp/'];

/** Deploy-time settings the SPA reads from <meta> tags, so one build serves every deployment. */
function withClientSettings(html: string, companyWebsiteUrl: string): string {
  const meta = `<meta name="cd-company-website" content="${escapeHtml(companyWebsiteUrl)}">`;
  return html.replace('</head>', `  ${meta}\n  </head>`);
}

/** The encoding to answer with: brotli, then gzip, where the request accepts it (q > 0). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** index.html in each encoding, made once at start-up (the server rewrites it, so the build cannot). */
function encodedIndex(html: string) {
  const raw = Buffer.from(html);
  return {
    br: zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
    gzip: zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Serves the built SPA; client routes (anything not an API path or a file) get index.html so deep links
 * and reloads work. Without a build, API-only mode says so instead of a bare 404.
 */
export const spaPlugin = fp(
  async (app) => {
    const distDir = app.config.WEB_DIST_DIR;
    const indexFile = path.join(distDir, 'index.html');
    const hasBuild = fs.existsSync(indexFile);
    const indexHtml = hasBuild
      ? withClientSettings(fs.readFileSync(indexFile, 'utf8'), app.config.COMPANY_WEBSITE_URL)
      : '';
    const indexEncoded = encodedIndex(indexHtml);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes <file>.br and <file>.gz next to each text asset (apps/web/precompress.ts): sent
        // as they are to a browser that accepts them, with Vary: accept-encoding.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
        // Source maps would hand anyone the application's source; they are for error tooling only.
        allowedPath: (pathName) => !pathName.toLowerCase().endsWith('.map'),
        // Vite fingerprints everything under assets/, so those can be cached for good.
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ distDir }, 'web build not found: serving the API only (run the build to get the SPA)');
    }

    app.setNotFoundHandler((request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || apiPrefixes.some((p) => urlPath === p.slice(0, -1) || urlPath.startsWith(p))) {
        return sendNotFound(request, reply);
      }
      if (!hasBuild) return sendNotFound(request, reply);
      if (path.extname(urlPath) && !urlPath.endsWith('.html')) return sendNotFound(request, reply);
      // Never cached: it names the current build's hashed assets, so a deploy must reach every browser.
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(indexHtml);
      return reply.header('content-encoding', encoding).send(indexEncoded[encoding]);
    });
  },
  { name: 'spa' },
);
