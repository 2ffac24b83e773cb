import { sameOriginPath } from '@cd/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, refuse } from '../../lib/errors.js';
import { endpoint } from '../../endpoints.js';
import { ok } from '../../lib/envelope.js';
import { loadSessionContext, requireAuth } from './auth.plugin.js';
import { clearSessionCookies, COOKIE, cookieSecurity, setSessionCookies } from './cookies.js';
import { identityFromClaims, profileFromClaims, upsertUser } from './identity.js';
import {
  identityProviderUnavailable,
  isIdentityProviderUnreachable,
  pkce,
  type OidcClient,
} from './oidc-client.js';
import { toSessionInfo } from './session-info.js';
import { signInErrorPage } from './sign-in-error-page.js';
import { signOutPage, signOutScript, SIGN_OUT_SCRIPT_PATH } from './sign-out-page.js';
import { verifyAccessToken } from './tokens.js';

const LOGIN_ATTEMPT_TTL_MS = 10 * 60_000;
const LOGIN_COOKIE_PATH = '/callback';

/** Pages a browser lands on during sign-in and sign-out: outside /api, answered with pages, not JSON. */
export const signInPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, prisma, sessions, oidc } = app;
  const authRateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  const identityRules = { usernameIsVerifiedEmail: config.OIDC_USERNAME_IS_VERIFIED_EMAIL };

  app.get('/callback', { config: { rateLimit: authRateLimit } }, async (request, reply) => {
    const failed = (refusal: AppError) => {
      reply.clearCookie(COOKIE.login, { path: LOGIN_COOKIE_PATH });
      const reason = refusal.serverMessage ?? { messageCode: 'SIGN_IN_NOT_VERIFIED' as const };
      return reply.status(refusal.statusCode).type('text/html').send(signInErrorPage(reason));
    };
    const query = request.query as Record<string, string | undefined>;
    if (query.error) {
      request.log.warn(
        { error: query.error, description: query.error_description },
        'identity provider refused sign-in',
      );
      return failed(refuse('SIGN_IN_REFUSED_BY_PROVIDER'));
    }
    const state = query.state;
    if (!state || request.cookies[COOKIE.login] !== state) {
      return failed(refuse('SIGN_IN_OTHER_BROWSER'));
    }
    const now = new Date();
    const consumed = await prisma.loginAttempt.updateMany({
      where: { state, consumedAt: null, expiresAt: { gt: now } },
      data: { consumedAt: now },
    });
    if (consumed.count !== 1) return failed(refuse('SIGN_IN_LINK_USED'));
    const attempt = await prisma.loginAttempt.findUniqueOrThrow({ where: { state } });

    let result: Awaited<ReturnType<OidcClient['exchange']>>;
    try {
      result = await oidc.exchange(
        new URL(request.url, config.PUBLIC_URL),
        { state, nonce: attempt.nonce, codeVerifier: attempt.codeVerifier },
        identityRules,
      );
    } catch (err) {
      if (isIdentityProviderUnreachable(err)) {
        const unavailable = identityProviderUnavailable(app.oidcIssuer, err);
        request.log.warn({ err }, unavailable.message);
        return failed(unavailable);
      }
      request.log.warn({ err }, 'authorization code exchange failed');
      return failed(refuse('SIGN_IN_NOT_VERIFIED'));
    }

    let user;
    let identity;
    try {
      identity = identityFromClaims(result.claims, app.oidcIssuer, identityRules, now);
      user = await upsertUser(prisma, app.oidcIssuer, identity, profileFromClaims(result.claims));
    } catch (err) {
      if (err instanceof AppError) return failed(err);
      throw err;
    }
    const created = await sessions.create(
      {
        userId: user.id,
        groups: identity.userRole,
        idToken: result.idToken,
        userAgent: request.headers['user-agent'],
        ipAddress: request.ip,
      },
      {
        actorEmail: user.email,
        requestId: String(request.id),
        details: { tenantID: identity.tenantID, groups: identity.userRole },
      },
    );
    reply.clearCookie(COOKIE.login, { path: LOGIN_COOKIE_PATH });
    setSessionCookies(reply, config.PUBLIC_URL, {
      ...created.tokens,
      userAndTenant: `${identity.userID}.${identity.tenantID}`,
    });
    // Checked when stored; checked again here for attempts stored before the check was what it is now.
    return reply.redirect(sameOriginPath(attempt.returnTo, config.PUBLIC_URL) ?? '/');
  });

  // A GET must change nothing (a link or an image on any site can send one): it only offers the button.
  const signOutConfirmation = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(signOutPage());
  app.get('/sign-out', { config: { rateLimit: authRateLimit } }, signOutConfirmation);
  app.get('/logout', { config: { rateLimit: authRateLimit } }, signOutConfirmation);
  app.get(SIGN_OUT_SCRIPT_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(signOutScript),
  );
};

/** Sign-in and session endpoints under /api (api.ts adds the prefix). */
export const authApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, prisma, sessions, oidc } = app;
  const authRateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.route({
    ...endpoint('auth.login', { config: { rateLimit: authRateLimit } }),
    handler: async (request, reply) => {
      const state = pkce.state();
      const nonce = pkce.nonce();
      const codeVerifier = pkce.verifier();
      const now = Date.now();
      await prisma.loginAttempt.create({
        data: {
          state,
          nonce,
          codeVerifier,
          returnTo: sameOriginPath(request.query.returnTo, config.PUBLIC_URL) ?? '/',
          expiresAt: new Date(now + LOGIN_ATTEMPT_TTL_MS),
        },
      });
      // Binds the attempt to this browser: a callback URL replayed in another browser lacks the cookie.
      reply.setCookie(COOKIE.login, state, {
        httpOnly: true,
        sameSite: 'lax',
        path: LOGIN_COOKIE_PATH,
        maxAge: LOGIN_ATTEMPT_TTL_MS / 1000,
        ...cookieSecurity(config.PUBLIC_URL),
      });
      const url = await oidc.authorizationUrl({
        state,
        nonce,
        codeChallenge: await pkce.challenge(codeVerifier),
        loginHint: request.query.login_hint,
      });
      return reply.redirect(url.href);
    },
  });

  app.route({
    ...endpoint('auth.sign-out', { config: { rateLimit: authRateLimit } }),
    handler: async (request, reply) => {
      const claims = verifyAccessToken(app.signingKey, request.cookies[COOKIE.access], {
        allowExpired: true,
      });
      // The token may have expired (decision 012): it still names the session to end.
      const session = claims
        ? await prisma.session.findUnique({ where: { id: claims.sessionId }, include: { user: true } })
        : null;
      if (session) {
        await sessions.revoke(session, 'sign_out', {
          actorEmail: session.user.email,
          requestId: String(request.id),
        });
      }
      clearSessionCookies(reply, config.PUBLIC_URL);
      let target: URL | null = null;
      try {
        target = await oidc.endSessionUrl(session?.idToken);
      } catch (err) {
        request.log.warn({ err }, 'identity provider unreachable at sign-out; signed out locally');
      }
      return ok({ location: target?.href ?? '/' });
    },
  });

  const currentSession = async (request: FastifyRequest) => {
    const auth = requireAuth(request);
    const refreshExpiry = (await sessions.currentRefreshExpiry(auth.sessionId)) ?? auth.accessTokenExpiry;
    return ok(toSessionInfo(auth.user, auth.authz, auth.accessTokenExpiry, refreshExpiry));
  };
  app.route({ ...endpoint('auth.session'), handler: currentSession });
  app.route({ ...endpoint('Authorization.Authorize'), handler: currentSession });

  app.route({
    ...endpoint('Authorization.ReAuthorize', {
      config: { rateLimit: { ...authRateLimit, max: authRateLimit.max * 4 } },
    }),
    handler: async (request, reply) => {
      const rotated = await sessions.rotate(request.cookies[COOKIE.refresh]);
      if (!rotated.ok) {
        if (rotated.reason === 'reused')
          request.log.warn('refresh token reused after rotation: session revoked');
        clearSessionCookies(reply, config.PUBLIC_URL);
        throw refuse('SESSION_ENDED');
      }
      setSessionCookies(reply, config.PUBLIC_URL, rotated.tokens);
      const context = await loadSessionContext(app, rotated.sessionId, rotated.tokens.accessTokenExpiry);
      if (!context) throw refuse('SESSION_ENDED');
      return ok(
        toSessionInfo(
          context.user,
          context.authz,
          context.accessTokenExpiry,
          rotated.tokens.refreshTokenExpiry,
        ),
      );
    },
  });
};
