import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env.js';
import { REDACTED_PATHS, pathOnly } from './request-log.js';

const require = createRequire(import.meta.url);

/**
 * A person reads a terminal, a log shipper reads a pipe: readable lines when stdout is a terminal, JSON
 * lines otherwise (`npm start | cat` shows the JSON). The pretty printer runs in pino's worker thread; it is resolved here because pino
 * cannot find a package that only this one depends on.
 */
export function loggerOptions(
  level: AppConfig['LOG_LEVEL'],
  stdout: { isTTY?: boolean } = process.stdout,
): FastifyServerOptions['logger'] {
  const base = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Error lines name the request; its query string may hold a sign-in code, so only the path goes.
    serializers: {
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        path: pathOnly(req.url ?? ''),
      }),
    },
  };
  if (!stdout.isTTY) return base;
  return {
    ...base,
    transport: {
      target: require.resolve('pino-pretty'),
      options: {
        translateTime: 'SYS:HH:MM:ss',
        // The request line's fields make a wall of JSON; method, route, status and time tell a person enough.
        ignore: 'pid,hostname,reqId,req,res,method,route,status,ms,userId',
        messageFormat:
          '{msg}{if method} {method} {route}{end}{if status} {status}{end}{if ms} {ms} ms{end}{if userId} user {userId}{end}',
      },
    },
  };
}
