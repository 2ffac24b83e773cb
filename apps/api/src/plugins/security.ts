import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { cookieSecurity } from '../modules/auth/cookies.js';
import { postgresRateLimitStore } from './rate-limit-store.js';

/**
 * Cookies, security headers with a CSP the SPA satisfies (Emotion injects <style> tags, hence
 * 'unsafe-inline' for styles only), and rate limits that routes opt into (`config.rateLimit`).
 */
export const securityPlugin = fp(
  async (app) => {
    const { secure } = cookieSecurity(app.config.PUBLIC_URL);
    await app.register(cookie);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'base-uri': ["'self'"],
          'object-src': ["'none'"],
          // Upgrading on plain-http localhost would break every asset request.
          ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: secure,
      crossOriginEmbedderPolicy: false,
    });
    // Counters live in the database so that N replicas enforce one limit, not N times it (decision 093).
    await app.register(rateLimit, { global: false, store: postgresRateLimitStore(app.prisma) });
  },
  { name: 'security' },
);
