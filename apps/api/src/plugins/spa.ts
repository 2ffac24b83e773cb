import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors.js';

const apiPrefixes = ['/api/', '/idp/'];

/** Deploy-time settings the SPA reads from <meta> tags, so one build serves every deployment. */
export interface ClientSettings {
  companyWebsiteUrl: string;
}

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function withClientSettings(html: string, settings: ClientSettings): string {
  const meta = `<meta name="cd-company-website" content="${escapeAttribute(settings.companyWebsiteUrl)}">`;
  return html.replace('</head>', `  ${meta}\n  </head>`);
}

/**
 * Serves the built SPA; client routes (anything not an API path or a file) get index.html so deep links
 * and reloads work. Without a build, API-only mode says so instead of a bare 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, settings: ClientSettings) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const indexHtml = hasBuild ? withClientSettings(fs.readFileSync(indexFile, 'utf8'), settings) : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
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
    return reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
  });
}
