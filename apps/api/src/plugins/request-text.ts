import { isAllowedHeaderValue, isAllowedText, type FieldIssue } from '@cd/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, fieldIssue, refuse } from '../lib/errors.js';

/** The coded field issue of text the shared schema refuses (decision 088), `name` as the person reads it. */
export const disallowedTextIssue = (path: string, name: string): FieldIssue =>
  fieldIssue(path, 'TEXT_CHARACTER_NOT_ALLOWED', { field: name });

/** A 400 for one field whose text the shared schema refuses, shaped as a schema refusal is. */
export function disallowedText(path: string, name: string): AppError {
  const { messageCode, params, ...issue } = disallowedTextIssue(path, name);
  return new AppError('VALIDATION_FAILED', `${path}: ${issue.message}`, [{ ...issue, messageCode, params }], {
    messageCode: 'TEXT_CHARACTER_NOT_ALLOWED',
    params,
  });
}

/** The first header or cookie that carries a character request text may not (decision 088), if any. */
export function refusedHeaderOrCookie(request: FastifyRequest): string | undefined {
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of [value ?? []].flat()) if (!isAllowedHeaderValue(one)) return `header ${name}`;
  }
  // @fastify/cookie percent-decodes values: `%00` in a cookie is a NUL by the time a handler reads it.
  // The header rule, not the text rule: another site's cookie on this host may hold raw UTF-8 bytes.
  for (const [name, value] of Object.entries(request.cookies ?? {})) {
    if (value !== undefined && !isAllowedHeaderValue(value)) return `cookie ${name}`;
  }
  return undefined;
}

/**
 * For pages outside /api that take no zod schema (the sign-in callback, the embedded IdP): every query
 * value must be text the shared rule allows, whatever its name, before anything reads it.
 */
export async function refuseHostileQuery(request: FastifyRequest) {
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    for (const one of [value].flat()) {
      if (typeof one === 'string' && !isAllowedText(one)) {
        throw refuse('REQUEST_PART_CHARACTER_NOT_ALLOWED', { part: `query parameter ${name}` });
      }
    }
  }
}

/**
 * Headers and cookies reach PostgreSQL too (a session's user agent, the sign-in attempt's state, the
 * embedded IdP's interaction ids). Node's parser refuses control characters in headers on a real socket,
 * but not in `inject`, and a cookie's percent-encoding hides them from it: refuse both here, for every
 * route, before any handler runs. Registered after the cookie plugin so that cookies are parsed.
 */
export const requestTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const refused = refusedHeaderOrCookie(request);
      if (refused) throw refuse('REQUEST_PART_CHARACTER_NOT_ALLOWED', { part: refused });
    });
  },
  { name: 'request-text', dependencies: ['security'] },
);
