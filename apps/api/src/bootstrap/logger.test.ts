import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.js';

describe('loggerOptions', () => {
  it('writes JSON lines when stdout is not a terminal (pipes, log shippers, containers)', () => {
    expect(loggerOptions('info', { isTTY: false })).toMatchObject({ level: 'info' });
    expect(loggerOptions('info', { isTTY: false })).not.toHaveProperty('transport');
    expect(loggerOptions('warn', {})).toMatchObject({ level: 'warn' });
  });

  it('pretty-prints for a person at a terminal, through a printer the production install has', () => {
    const options = loggerOptions('debug', { isTTY: true });
    expect(options).toMatchObject({ level: 'debug', transport: { target: expect.any(String) } });
    const { target } = (options as { transport: { target: string } }).transport;
    expect(fs.existsSync(target)).toBe(true);
    expect(target).toMatch(/pino-pretty/);
  });

  it('redacts credentials and drops query strings either way', () => {
    for (const isTTY of [true, false]) {
      const options = loggerOptions('info', { isTTY }) as {
        redact: { paths: string[] };
        serializers: { req: (req: { method: string; url: string }) => unknown };
      };
      expect(options.redact.paths).toEqual(
        expect.arrayContaining([
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
        ]),
      );
      expect(options.serializers.req({ method: 'GET', url: '/callback?code=abc&state=x' })).toEqual({
        method: 'GET',
        path: '/callback',
      });
    }
  });
});
