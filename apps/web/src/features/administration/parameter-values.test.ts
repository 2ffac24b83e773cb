import { describe, expect, it } from 'vitest';
import { parameterProblem } from './parameter-values';

const number = { type: 'number' as const, min: 1, max: 100 };
const of = (type: 'text' | 'boolean' | 'email' | 'url') => ({ type, min: null, max: null });

describe('parameterProblem', () => {
  it('checks numbers and their range', () => {
    expect(parameterProblem(number, '50')).toBeNull();
    expect(parameterProblem(number, '5x')).toEqual({ key: 'parameters.number' });
    expect(parameterProblem(number, '0')).toEqual({ key: 'parameters.min', min: 1 });
    expect(parameterProblem(number, '101')).toEqual({ key: 'parameters.max', max: 100 });
  });
  it('checks booleans, emails, web addresses and mandatory text', () => {
    expect(parameterProblem(of('boolean'), 'true')).toBeNull();
    expect(parameterProblem(of('boolean'), 'yes')).toEqual({ key: 'parameters.boolean' });
    expect(parameterProblem(of('email'), 'a@b.com')).toBeNull();
    expect(parameterProblem(of('email'), 'a@b')).toEqual({ key: 'parameters.email' });
    expect(parameterProblem(of('url'), 'https://example.com/')).toBeNull();
    expect(parameterProblem(of('url'), 'ftp://example.com/')).toEqual({ key: 'parameters.url' });
    expect(parameterProblem(of('text'), '  ')).toEqual({ key: 'parameters.text' });
  });
  it('refuses what the server refuses in any text (decision 088)', () => {
    expect(parameterProblem(of('text'), 'up\u0000')).toEqual({ key: 'parameters.character' });
    expect(parameterProblem(number, '5\u0085')).toEqual({ key: 'parameters.character' });
    expect(parameterProblem(of('text'), '陳大文')).toBeNull();
  });
  it('offers only the listed choices where a parameter has them (gcd.status.source)', () => {
    const source = { ...of('text'), key: 'gcd.status.source' };
    expect(parameterProblem(source, 'SYNC')).toBeNull();
    expect(parameterProblem(source, ' STATIC ')).toBeNull();
    expect(parameterProblem(source, 'sync')).toEqual({
      key: 'parameters.choice',
      choices: 'DATABASE, SYNC, STATIC',
    });
    expect(parameterProblem({ ...of('text'), key: 'gcd.status.text' }, 'sync')).toBeNull();
  });
});
