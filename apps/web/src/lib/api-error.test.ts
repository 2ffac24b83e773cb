// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@cd/contracts';
import {
  ApiError,
  apiErrorCodes,
  clientErrorCodes,
  codeForStatus,
  errorFromResponse,
  isApiError,
  responseLanguage,
} from './api-error';

const response = (
  status: number,
  body?: unknown,
  init: { statusText?: string; headers?: Record<string, string> } = {},
) => new Response(body === undefined ? null : JSON.stringify(body), { status, ...init });

describe('ApiError', () => {
  it('is named, carries no details unless given, and is recognised', () => {
    const error = new ApiError(500, 'INTERNAL', 'boom');
    expect(error.name).toBe('ApiError');
    expect(error.details).toEqual([]);
    expect(error.language).toBe('en');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError({ code: 'INTERNAL' })).toBe(false);
  });
});

describe('apiErrorCodes', () => {
  it('are the server’s codes and the client’s own, each of which needs a message (error-message.ts)', () => {
    expect([...apiErrorCodes].sort()).toEqual([...errorCodes, ...clientErrorCodes].sort());
    expect(apiErrorCodes).toContain('NETWORK_ERROR');
    expect(apiErrorCodes).toContain('FORBIDDEN');
  });
});

describe('codeForStatus', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'RATE_LIMITED'],
    [502, 'SERVICE_UNAVAILABLE'],
    [503, 'SERVICE_UNAVAILABLE'],
    [504, 'SERVICE_UNAVAILABLE'],
    [500, 'INTERNAL'],
    [501, 'INTERNAL'],
    [599, 'INTERNAL'],
    [499, 'UNKNOWN'],
    [418, 'UNKNOWN'],
  ])('%i → %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('errorFromResponse', () => {
  it('takes the message from the envelope, then the error, then the status line, then the status', async () => {
    const error = { code: 'CONFLICT', message: 'from error' };
    expect((await errorFromResponse(response(409, { message: 'top', error }))).message).toBe('top');
    expect((await errorFromResponse(response(409, { message: '', error }))).message).toBe('from error');
    expect((await errorFromResponse(response(409, {}, { statusText: 'Conflict' }))).message).toBe('Conflict');
    expect((await errorFromResponse(response(409))).message).toBe('HTTP 409');
  });

  it('keeps a known server code, maps an unknown one to UNKNOWN and remembers it', async () => {
    const known = await errorFromResponse(response(400, { error: { code: 'VALIDATION_FAILED' } }));
    expect(known).toMatchObject({ code: 'VALIDATION_FAILED', serverCode: undefined });
    const unknown = await errorFromResponse(response(400, { error: { code: 'QUOTA_GONE' } }));
    expect(unknown).toMatchObject({ code: 'UNKNOWN', serverCode: 'QUOTA_GONE' });
    const none = await errorFromResponse(response(404, { message: 'x' }));
    expect(none).toMatchObject({ code: 'NOT_FOUND', serverCode: undefined, details: [] });
  });

  it('prefers the envelope’s request id to the header', async () => {
    const headers = { 'x-request-id': 'header-id' };
    expect(
      await errorFromResponse(response(500, { error: { requestId: 'body-id' } }, { headers })),
    ).toMatchObject({
      requestId: 'body-id',
    });
    expect(await errorFromResponse(response(500, {}, { headers }))).toMatchObject({ requestId: 'header-id' });
    expect(await errorFromResponse(response(500, {}))).toMatchObject({ requestId: undefined });
  });
});

describe('responseLanguage', () => {
  it('is the first Content-Language, trimmed; English when there is none or it is blank', () => {
    const withLanguage = (value?: string) =>
      new Response(null, { headers: value === undefined ? {} : { 'Content-Language': value } });
    expect(responseLanguage(withLanguage(' zh-HK , en'))).toBe('zh-HK');
    expect(responseLanguage(withLanguage(''))).toBe('en');
    expect(responseLanguage(withLanguage(' , en'))).toBe('en');
    expect(responseLanguage(withLanguage())).toBe('en');
  });
});
