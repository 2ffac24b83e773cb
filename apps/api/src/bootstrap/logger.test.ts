import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.js';

describe('loggerOptions', () => {
  it('writes JSON lines when stdout is not a terminal (pipes, log shippers, containers)', () => {
    expect(loggerOptions('info', { isTTY: false })).toEqual({ level: 'info' });
    expect(loggerOptions('warn', {})).toEqual({ level: 'warn' });
  });

  it('pretty-prints for a person at a terminal, through a printer the production install has', () => {
    const options = loggerOptions('debug', { isTTY: true });
    expect(options).toMatchObject({ level: 'debug', transport: { target: expect.any(String) } });
    const { target } = (options as { transport: { target: string } }).transport;
    expect(fs.existsSync(target)).toBe(true);
    expect(target).toMatch(/pino-pretty/);
  });
});
