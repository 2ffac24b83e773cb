import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import {
  schemaIssueCode,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldIssue,
  type ServerMessage,
  type ServerMessageCode,
} from '@cd/contracts';
import { serverMessageEn } from '@cd/contracts/server-message-texts-en';
import { isDatabaseUnavailable } from '@cd/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, refuse } from '../lib/errors.js';
import { inBothLanguages, simplePage } from '../lib/html.js';
import { disallowedTextIssue } from './request-text.js';

/** A refusal made outside any route: its code and the code's English text. */
const coded = (messageCode: ServerMessageCode) => ({
  message: serverMessageEn({ messageCode }),
  serverMessage: { messageCode },
});

function errorEnvelope(
  code: ErrorCode,
  message: string,
  requestId: string,
  details?: FieldIssue[],
  serverMessage?: ServerMessage,
): ErrorEnvelope {
  return {
    result: false,
    message,
    error: { code, message, ...(details?.length ? { details } : {}), requestId, ...serverMessage },
  };
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  { message, serverMessage }: { message: string; serverMessage?: ServerMessage },
  details?: FieldIssue[],
) {
  return reply.status(status).send(errorEnvelope(code, message, String(request.id), details, serverMessage));
}

const codeForStatus = (status: number): ErrorCode =>
  status === 401
    ? 'UNAUTHENTICATED'
    : status === 403
      ? 'FORBIDDEN'
      : status === 404
        ? 'NOT_FOUND'
        : status === 409
          ? 'CONFLICT'
          : status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : status === 415
              ? 'UNSUPPORTED_MEDIA_TYPE'
              : status === 429
                ? 'RATE_LIMITED'
                : 'BAD_REQUEST';

/** Fastify's and its plugins' own refusals keep their text for API clients; the code is the screen's. */
const codeOfFrameworkRefusal = (status: number): ServerMessageCode =>
  status === 413
    ? 'REQUEST_TOO_LARGE'
    : status === 415
      ? 'REQUEST_MEDIA_TYPE'
      : status === 429
        ? 'TOO_MANY_REQUESTS'
        : 'REQUEST_UNREADABLE';

/** A route schema's refusal of one field, coded (decision 097); zod's own text stays for API clients. */
function schemaIssue(
  path: string,
  name: string,
  keyword: string,
  message: string,
  params: unknown,
): FieldIssue {
  const issue = { ...(params as object), code: keyword };
  // The shared text schema cannot know its field's name (decision 088): name it from the path here.
  const coded = schemaIssueCode(issue);
  if (coded.messageCode === 'TEXT_CHARACTER_NOT_ALLOWED') return disallowedTextIssue(path, name);
  return { path, message, ...coded };
}

/** Status, code and message of any error, with nothing internal for a 5xx. */
export function classify(error: FastifyError, request: FastifyRequest) {
  if (error instanceof AppError) {
    // 503 is a state the caller is told about (not ready, jobs off), not a fault of this code.
    if (error.statusCode === 503) request.log.warn({ err: error }, 'service unavailable');
    else if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const { statusCode: status, code, message, details, serverMessage } = error;
    return { status, code, message, details, serverMessage };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v): FieldIssue => {
      const field = String(v.instancePath).split('/').filter(Boolean);
      const path = [error.validationContext, ...field].join('.');
      const name = field.join('.') || String(error.validationContext);
      return schemaIssue(path, name, v.keyword, v.message ?? 'is invalid', v.params);
    });
    const first = details[0];
    if (!first) return { status: 400, code: 'VALIDATION_FAILED' as const, ...coded('REQUEST_UNREADABLE') };
    const { messageCode, params } = first as FieldIssue & ServerMessage;
    const serverMessage: ServerMessage = params ? { messageCode, params } : { messageCode };
    const message = `${first.path}: ${first.message}`;
    return { status: 400, code: 'VALIDATION_FAILED' as const, message, details, serverMessage };
  }
  // Down, restarting or failing over: the client may try again, and it is no defect of this code.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return { status: 503, code: 'SERVICE_UNAVAILABLE' as const, ...coded('SERVICE_TEMPORARILY_UNAVAILABLE') };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500 || status < 400) {
    request.log.error({ err: error }, 'unhandled error');
    const unavailable = status === 503;
    return {
      status: unavailable ? 503 : 500,
      code: unavailable ? ('SERVICE_UNAVAILABLE' as const) : ('INTERNAL' as const),
      ...coded('INTERNAL_ERROR'),
    };
  }
  const serverMessage: ServerMessage = { messageCode: codeOfFrameworkRefusal(status) };
  return { status, code: codeForStatus(status), message: error.message, serverMessage };
}

/** The one error handler: stable codes, field details, request id, nothing internal on 5xx. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, code, message, details, serverMessage } = classify(error, request);
      return send(reply, request, status, code, { message, serverMessage }, details);
    });
  },
  { name: 'errors' },
);

/** Error handler of pages people land on (/callback, /sign-out): a small page, never JSON. */
export function sendErrorPage(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, message, serverMessage } = classify(error, request);
  const page =
    status === 429
      ? simplePage(
          { en: 'Too many attempts', zh: '嘗試次數過多' },
          {
            en: 'Too many sign-in attempts. Wait a minute and try again.',
            zh: '登入嘗試次數過多，請等一分鐘後再試。',
          },
        )
      : simplePage(
          status >= 500
            ? { en: 'Something went wrong', zh: '發生錯誤' }
            : { en: 'This page could not be shown', zh: '無法顯示此頁' },
          serverMessage ? inBothLanguages(serverMessage) : { en: message, zh: message },
        );
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/**
 * Fastify's `frameworkErrors`: refusals made before any route matched (a URL with bad percent-encoding,
 * an overlong path parameter) in the product's envelope instead of Fastify's own JSON.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, request, status, 'BAD_REQUEST', coded('REQUEST_URL_INVALID'));
}

/**
 * Fastify's `clientErrorHandler`: requests Node's parser refused (431 headers too large, malformed
 * requests, timeouts) never reach Fastify, so the envelope is written to the socket here.
 */
export function writeClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const { message, serverMessage } = coded(
    status === 431 ? 'REQUEST_HEADERS_TOO_LARGE' : status === 408 ? 'REQUEST_TOO_SLOW' : 'REQUEST_UNREADABLE',
  );
  const body = JSON.stringify(errorEnvelope('BAD_REQUEST', message, randomUUID(), undefined, serverMessage));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const { message, serverMessage } = refuse('ENDPOINT_NOT_FOUND', {
    method: request.method,
    path: request.url.split('?')[0] ?? '',
  });
  return send(reply, request, 404, 'NOT_FOUND', { message, serverMessage });
}
