import type { ErrorCode, ErrorEnvelope, FieldIssue } from '@cd/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  message: string,
  details?: FieldIssue[],
) {
  const body: ErrorEnvelope = {
    result: false,
    message,
    error: { code, message, ...(details?.length ? { details } : {}), requestId: String(request.id) },
  };
  return reply.status(status).send(body);
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

/** One error handler for the whole API: stable codes, field details, request id, nothing internal on 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, request, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'is invalid',
      }));
      const first = details[0];
      return send(
        reply,
        request,
        400,
        'VALIDATION_FAILED',
        first ? `${first.path}: ${first.message}` : 'Invalid request',
        details,
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(
        reply,
        request,
        status === 503 ? 503 : 500,
        status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
        'Something went wrong on our side. Please try again later.',
      );
    }
    return send(reply, request, status, codeForStatus(status), error.message);
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(
    reply,
    request,
    404,
    'NOT_FOUND',
    `No endpoint ${request.method} ${request.url.split('?')[0]}.`,
  );
}
