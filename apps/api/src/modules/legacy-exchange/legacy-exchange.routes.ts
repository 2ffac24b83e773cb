import { endpoints, identityPayload, LEGACY_TOKEN_MAX_LENGTH } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/errors.js';
import { endpoint } from '../../endpoints.js';
import { LegacyPayloadError, decodeLegacyPayload } from './legacy-crypto.js';

/** How old (or how far in the future, allowing for clock skew) a payload's acquiredTime may be. */
export const LEGACY_PAYLOAD_MAX_AGE_MS = 5 * 60_000;
export const LEGACY_PAYLOAD_CLOCK_SKEW_MS = 30_000;
export const LEGACY_EXCHANGE_PATH = endpoints['auth.legacy-exchange'].path;

export interface LegacyExchangeOptions {
  /** For tests. */
  now?: () => Date;
}

/** Where the client goes next: the real OIDC sign-in, with the payload's email only as a hint. */
export function loginUrlFor(email: string | undefined): string {
  const hint = email && z.email().safeParse(email).success ? `&login_hint=${encodeURIComponent(email)}` : '';
  return `/api/auth/login?returnTo=/${hint}`;
}

/**
 * The spec's session exchange (spec 7), kept for legacy clients but defused: the encrypted identity
 * payload is decrypted and checked, then answered with a URL into the real sign-in. It NEVER creates a
 * session or sets a cookie, because anyone can forge the payload (docs/decisions/002-legacy-session-exchange.md).
 * The route exists only when LEGACY_SESSION_EXCHANGE=on.
 */
export const legacyExchangeRoutes: FastifyPluginAsyncZod<LegacyExchangeOptions> = async (scope, opts) => {
  const { LEGACY_SESSION_EXCHANGE: enabled, LEGACY_SESSION_SECRET: secret } = scope.config;
  if (!enabled) return;
  if (!secret) throw new Error('LEGACY_SESSION_SECRET is required when LEGACY_SESSION_EXCHANGE=on');
  const now = opts.now ?? (() => new Date());

  scope.route({
    ...endpoint('auth.legacy-exchange'),
    bodyLimit: LEGACY_TOKEN_MAX_LENGTH * 2,
    handler: async (request) => {
      const tokenText = typeof request.body === 'string' ? request.body : request.body.payload;

      let decoded;
      try {
        decoded = decodeLegacyPayload(tokenText, secret);
      } catch (err) {
        if (!(err instanceof LegacyPayloadError)) throw err;
        // One message for every decryption failure, so the endpoint is no padding oracle.
        request.log.info({ reason: err.reason, detail: err.message }, 'legacy exchange: unreadable payload');
        throw refuse('LEGACY_PAYLOAD_UNREADABLE', {}, { field: 'payload' });
      }
      if (decoded.keyForm === 'key') {
        request.log.warn('legacy exchange: payload carries its own key (legacy form, forgeable by anyone)');
      }

      const parsed = identityPayload.safeParse(JSON.parse(decoded.plaintext));
      if (!parsed.success) {
        const details = parsed.error.issues.map((i) => ({
          path: ['payload', ...i.path.map(String)].join('.'),
          message: i.message,
          messageCode: 'FIELD_INVALID',
        }));
        throw refuse('LEGACY_PAYLOAD_NOT_IDENTITY', {}, { details });
      }

      const acquired = Date.parse(parsed.data.acquiredTime);
      const age = now().getTime() - acquired;
      if (Number.isNaN(acquired)) {
        throw refuse('LEGACY_PAYLOAD_TIME_INVALID', {}, { field: 'payload.acquiredTime' });
      }
      if (age > LEGACY_PAYLOAD_MAX_AGE_MS || age < -LEGACY_PAYLOAD_CLOCK_SKEW_MS) {
        throw refuse('LEGACY_PAYLOAD_EXPIRED', {}, { field: 'payload.acquiredTime' });
      }

      request.log.info(
        { keyForm: decoded.keyForm, version: parsed.data.version },
        'legacy exchange: payload accepted as a login hint only',
      );
      return {
        result: true,
        message: 'Continue with sign-in',
        data: { loginUrl: loginUrlFor(parsed.data.email) },
      };
    },
  });
};
