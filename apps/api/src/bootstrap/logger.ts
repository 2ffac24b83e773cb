import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env.js';

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
  if (!stdout.isTTY) return { level };
  return {
    level,
    transport: {
      target: require.resolve('pino-pretty'),
      options: {
        translateTime: 'SYS:HH:MM:ss',
        // Fastify's request objects make a wall of JSON; the method, path and status tell a person enough.
        ignore: 'pid,hostname,reqId,req,res,responseTime',
        messageFormat:
          '{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} {res.statusCode}{end}',
      },
    },
  };
}
