import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors.js';

const apiPrefixes = ['/api/', '/idp/'];

/**
 * Serves the built SPA; client routes (anything not an API path or a file) get index.html so deep links
 * and reloads work. Without a build, API-only mode says so instead of a bare 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
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
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
