import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { isLoopbackOrigin } from '../../config/env.js';

export const COOKIE = {
  access: 'cd_at',
  refresh: 'cd_rt',
  userAndTenant: 'cd_ut',
  login: 'cd_login',
} as const;

/** The refresh token is only ever needed by these endpoints, so the browser sends it nowhere else. */
export const REFRESH_COOKIE_PATH = '/api/Authorization';

/** Secure everywhere except plain-http loopback, where browsers would drop Secure cookies. */
export function cookieSecurity(publicUrl: string): { secure: boolean } {
  const localHttp = new URL(publicUrl).protocol === 'http:' && isLoopbackOrigin(publicUrl);
  return { secure: !localHttp };
}

export interface IssuedTokens {
  accessToken: string;
  accessTokenExpiry: Date;
  refreshToken?: string;
  refreshTokenExpiry: Date;
  /** The session's absolute end: how long the browser keeps the access cookie (see setSessionCookies). */
  sessionExpiry: Date;
  userAndTenant?: string;
}

export function setSessionCookies(reply: FastifyReply, publicUrl: string, tokens: IssuedTokens) {
  const base: CookieSerializeOptions = { httpOnly: true, sameSite: 'strict', ...cookieSecurity(publicUrl) };
  // The token inside expires after ACCESS_TOKEN_TTL_SECONDS (the server checks its signed expiry); the
  // cookie lives as long as the session, so sign-out after an idle spell still names the session to end
  // (docs/decisions/012). An expired token authenticates nothing.
  reply.setCookie(COOKIE.access, tokens.accessToken, {
    ...base,
    path: '/',
    expires: tokens.sessionExpiry,
  });
  if (tokens.refreshToken) {
    reply.setCookie(COOKIE.refresh, tokens.refreshToken, {
      ...base,
      path: REFRESH_COOKIE_PATH,
      expires: tokens.refreshTokenExpiry,
    });
  }
  if (tokens.userAndTenant) {
    reply.setCookie(COOKIE.userAndTenant, tokens.userAndTenant, {
      ...base,
      path: '/',
      expires: tokens.refreshTokenExpiry,
    });
  }
}

export function clearSessionCookies(reply: FastifyReply, publicUrl: string) {
  const base = { httpOnly: true, sameSite: 'strict' as const, ...cookieSecurity(publicUrl) };
  reply.clearCookie(COOKIE.access, { ...base, path: '/' });
  reply.clearCookie(COOKIE.refresh, { ...base, path: REFRESH_COOKIE_PATH });
  reply.clearCookie(COOKIE.userAndTenant, { ...base, path: '/' });
}
