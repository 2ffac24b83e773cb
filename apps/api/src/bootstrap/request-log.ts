import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Header and field names whose values are credentials; they never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.client_secret',
  '*.code_verifier',
];

/** The path without its query string: sign-in callbacks carry codes and state there. */
export const pathOnly = (url: string) => url.split('?')[0];

/**
 * The fields of the one line a request leaves: the matched route (a pattern, so it holds no ids or
 * tokens; the bare path only when nothing matched), who asked, and the outcome. The request id comes
 * from the request's child logger.
 */
export function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    route: request.routeOptions.url ?? pathOnly(request.url),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    ...(request.auth ? { userId: request.auth.user.id } : {}),
  };
}

/**
 * Fastify logs "incoming request" and "request completed", two lines that each tell half the story and
 * carry the raw URL. This keeps one line, written once the answer is known.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  /** The completion line already says 404 with the path; Fastify's own line would repeat the query. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ ...requestLine(request, reply), err: error }, 'request errored');
    else reply.log.info(requestLine(request, reply), 'request');
  }
}
