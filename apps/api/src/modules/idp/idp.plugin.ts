import type { EventEmitter } from 'node:events';
import { IncomingMessage } from 'node:http';
import { isAllowedText } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import type { CustomFetch, CustomFetchOptions } from 'openid-client';
import { isLoopbackOrigin, type AppConfig } from '../../config/env.js';
import { refuse } from '../../lib/errors.js';
import { parseQueryString } from '../../lib/query-string.js';
import { sendErrorPage } from '../../plugins/errors.js';
import { refuseHostileQuery } from '../../plugins/request-text.js';
import { IdpAccounts, displayName } from './idp-accounts.js';
import { EMBEDDED_IDP_CLIENT_ID, IDP_MOUNT_PATH, createIdpProvider } from './idp-provider.js';
import { loadIdpSecrets } from './idp-secrets.js';
import { IDP_CSS } from './idp-styles.js';
import {
  IDP_STYLESHEET_PATH,
  DISALLOWED_CHARACTER,
  INCORRECT_CREDENTIALS,
  MISSING_CREDENTIALS,
  renderErrorPage,
  renderSignInPage,
} from './idp-views.js';

export { EMBEDDED_IDP_CLIENT_ID, IDP_MOUNT_PATH } from './idp-provider.js';
export { EMBEDDED_IDP_TENANT_ID } from './idp-accounts.js';

/** What the BFF needs to use the embedded IdP as its OIDC issuer. */
export interface EmbeddedIdp {
  /** `${PUBLIC_URL}/idp` */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** openid-client `customFetch`: requests under `issuer` are served in-process with `app.inject`. */
  customFetch: CustomFetch;
}

export interface EmbeddedIdpOptions {
  config: Pick<AppConfig, 'PUBLIC_URL'> &
    Partial<Pick<AppConfig, 'AUTH_RATE_LIMIT_PER_MINUTE' | 'EMBEDDED_IDP_CONFORM_ID_TOKEN_CLAIMS'>>;
  prisma: PrismaClient;
}

const ALL_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const MAX_FORM_BYTES = 16 * 1024;

type RawWithMount = IncomingMessage & { originalUrl?: string; baseUrl?: string };

/** A body read and checked here, for oidc-provider to read again (see `replayWithBody`). */
const checkedBodies = new WeakMap<IncomingMessage, Buffer>();

class InteractionUnavailable extends Error {
  readonly statusCode = 400;
}

/**
 * Mounts the development OpenID Provider (oidc-provider) at /idp on this Fastify server, with its own
 * sign-in pages, and returns what the BFF needs to use it. Only for when no OIDC_ISSUER is configured.
 * State (sessions, interactions, grants, codes) lives in PostgreSQL; keys and the client secret are
 * generated once and kept in `system_secret`, so restarts and replicas agree.
 */
export async function registerEmbeddedIdp(
  app: FastifyInstance,
  opts: EmbeddedIdpOptions,
): Promise<EmbeddedIdp> {
  const publicUrl = opts.config.PUBLIC_URL.replace(/\/$/, '');
  const issuer = `${publicUrl}${IDP_MOUNT_PATH}`;
  const canonical = new URL(publicUrl);
  if (canonical.pathname !== '/') {
    // Pages, redirects and cookie paths are all rooted at /idp on this server's origin.
    throw new Error(`The embedded identity provider needs PUBLIC_URL without a path (got ${publicUrl}).`);
  }
  // Reachable by others: say so where operators look (the log) and where people sign in (a banner).
  const exposed = !isLoopbackOrigin(publicUrl);
  if (exposed) {
    app.log.warn(
      { publicUrl, setting: 'EMBEDDED_IDP=on' },
      `EMBEDDED_IDP=on: the development identity provider is running at ${issuer}. Anyone who reaches it ` +
        'can sign in as any demo account, including a system administrator, with the password "demo". ' +
        'Use it for demonstrations only; set OIDC_ISSUER for real people and data.',
    );
  }
  const accounts = new IdpAccounts(opts.prisma);
  const secrets = await loadIdpSecrets(opts.prisma);
  const provider = createIdpProvider({
    publicUrl,
    prisma: opts.prisma,
    accounts,
    secrets,
    conformIdTokenClaims: opts.config.EMBEDDED_IDP_CONFORM_ID_TOKEN_CLAIMS,
  });

  // Every URL the provider builds (discovery, redirects, cookie paths) must be under the issuer, whatever
  // Host the request came with (inject, a proxy, 127.0.0.1): trust forwarded headers that we set ourselves.
  provider.proxy = true;
  const pinToPublicUrl = (request: FastifyRequest) => {
    const headers = request.raw.headers;
    headers['x-forwarded-proto'] = canonical.protocol.replace(':', '');
    headers['x-forwarded-host'] = canonical.host;
    headers['x-forwarded-for'] = request.ip;
  };

  const log = app.log.child({ module: 'idp' });
  const events = provider as unknown as EventEmitter;
  events.on('server_error', (_ctx: unknown, err: Error) => log.error({ err }, 'embedded IdP: server error'));
  for (const event of ['authorization.error', 'grant.error', 'end_session.error', 'userinfo.error']) {
    events.on(event, (_ctx: unknown, err: Error) =>
      log.info({ event, error: err.message }, 'embedded IdP refusal'),
    );
  }
  // Koa would print unhandled errors to stderr; keep them in the application log instead.
  events.on('error', (err: Error) => log.error({ err }, 'embedded IdP: unhandled error'));
  const callback = provider.callback();

  // 1. oidc-provider itself, raw: it parses its own bodies, so this scope leaves the stream untouched.
  await app.register(async (scope) => {
    scope.setErrorHandler(sendErrorPage);
    scope.addHook('preValidation', refuseHostileQuery);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // Forms and JSON are read here and checked before oidc-provider stores any of it (a login_hint with a
    // NUL broke PostgreSQL); it then reads them again from a replay of the request.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'application/json'],
      // oidc-provider itself reads at most 56 KiB of a body.
      { parseAs: 'buffer', bodyLimit: 56 * 1024 },
      (request, body, done) => {
        const raw = body as Buffer;
        const values = request.headers['content-type']?.includes('json')
          ? jsonStrings(raw)
          : Object.values(parseQueryString(raw.toString('utf8'))).flat();
        if (values.some((value) => !isAllowedText(value))) {
          done(refuse('REQUEST_CHARACTER_NOT_ALLOWED'));
          return;
        }
        checkedBodies.set(request.raw, raw);
        done(null);
      },
    );
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      pinToPublicUrl(request);
      const raw = request.raw as RawWithMount;
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.baseUrl = IDP_MOUNT_PATH;
      const rest = url.slice(IDP_MOUNT_PATH.length);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      const body = checkedBodies.get(raw);
      callback(body ? replayWithBody(raw, body) : raw, reply.raw).catch((err: unknown) => {
        log.error({ err }, 'embedded IdP: request failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
        reply.raw.end('Internal Server Error');
      });
    };
    const config = { public: true };
    scope.route({ method: ALL_METHODS, url: IDP_MOUNT_PATH, handler: forward, config });
    scope.route({ method: ALL_METHODS, url: `${IDP_MOUNT_PATH}/*`, handler: forward, config });
  });

  // 2. Our own pages: sign-in, cancel, stylesheet.
  await app.register(async (scope) => {
    registerInteractionRoutes(scope, {
      provider,
      accounts,
      publicUrl,
      rateLimitPerMinute: opts.config.AUTH_RATE_LIMIT_PER_MINUTE ?? 30,
      pinToPublicUrl,
      exposed,
    });
  });

  return {
    issuer,
    clientId: EMBEDDED_IDP_CLIENT_ID,
    clientSecret: secrets.clientSecret,
    customFetch: createInProcessFetch(app, issuer),
  };
}

interface InteractionDeps {
  provider: Provider;
  accounts: IdpAccounts;
  publicUrl: string;
  rateLimitPerMinute: number;
  pinToPublicUrl: (request: FastifyRequest) => void;
  /** Runs on an origin others can reach (EMBEDDED_IDP=on): the sign-in page carries a warning banner. */
  exposed: boolean;
}

function registerInteractionRoutes(scope: FastifyInstance, deps: InteractionDeps) {
  const { provider, accounts, publicUrl } = deps;
  const home = `${publicUrl}/`;

  scope.addHook('preValidation', refuseHostileQuery);
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: MAX_FORM_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // Pages for people: errors become a page, never JSON and never a stack.
  scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'embedded IdP page failed');
    else request.log.info({ error: error.message }, 'embedded IdP page refused');
    const expired = error instanceof InteractionUnavailable || error instanceof oidcErrors.SessionNotFound;
    return sendPage(
      reply,
      status,
      renderErrorPage(
        status === 429
          ? {
              heading: 'Too many attempts',
              message: 'Too many sign-in attempts. Wait a minute and try again.',
              homeUrl: home,
            }
          : expired
            ? {
                heading: 'This sign-in has expired',
                message:
                  'This sign-in request has expired or is no longer valid. Return to the application and sign in again.',
                homeUrl: home,
              }
            : status >= 500
              ? {
                  heading: 'Something went wrong',
                  message: 'Something went wrong on our side. Please try again later.',
                  homeUrl: home,
                }
              : {
                  heading: 'Sign-in could not continue',
                  message: 'The request was not valid.',
                  homeUrl: home,
                },
      ),
    );
  });

  scope.get(IDP_STYLESHEET_PATH, { config: { public: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(IDP_CSS),
  );

  const details = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    deps.pinToPublicUrl(request);
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    if (interaction.uid !== request.params.uid) {
      throw new InteractionUnavailable('the interaction cookie belongs to another sign-in');
    }
    return interaction;
  };

  const renderSignIn = async (uid: string, email: string | undefined, error?: string) => {
    const rows = await accounts.list();
    return renderSignInPage({
      uid,
      email,
      error,
      demoWarning: deps.exposed,
      accounts: rows.map((a) => ({ name: displayName(a), email: a.email, description: a.description })),
    });
  };

  /** Consent is implied for the first-party client: grant what is missing and carry on. */
  const grantConsent = async (
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Awaited<ReturnType<Provider['interactionDetails']>>,
  ) => {
    const { prompt, params, session } = interaction;
    const clientId = typeof params.client_id === 'string' ? params.client_id : '';
    if (clientId !== EMBEDDED_IDP_CLIENT_ID || !session?.accountId) {
      throw new InteractionUnavailable('consent is only implied for the first-party client');
    }
    const grant =
      (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
      new provider.Grant({ accountId: session.accountId, clientId });
    const missing = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  };

  scope.get<{ Params: { uid: string } }>(
    '/idp/interaction/:uid',
    { config: { public: true } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (interaction.prompt.name === 'consent') return grantConsent(request, reply, interaction);
      const hint =
        typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
      return sendPage(reply, 200, await renderSignIn(interaction.uid, hint));
    },
  );

  scope.post<{ Params: { uid: string }; Body: unknown }>(
    '/idp/interaction/:uid/login',
    {
      bodyLimit: MAX_FORM_BYTES,
      config: { public: true, rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (interaction.prompt.name !== 'login') {
        return reply.redirect(`/idp/interaction/${encodeURIComponent(interaction.uid)}`, 303);
      }
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? body.email.trim().slice(0, 320) : '';
      const password = typeof body.password === 'string' ? body.password.slice(0, 1024) : '';
      if (!email || !password) {
        return sendPage(reply, 400, await renderSignIn(interaction.uid, email, MISSING_CREDENTIALS));
      }
      if (!isAllowedText(email) || !isAllowedText(password)) {
        return sendPage(reply, 400, await renderSignIn(interaction.uid, '', DISALLOWED_CHARACTER));
      }
      const account = await accounts.authenticate(email, password);
      if (!account) {
        request.log.info('embedded IdP: sign-in refused');
        return sendPage(reply, 401, await renderSignIn(interaction.uid, email, INCORRECT_CREDENTIALS));
      }
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.id, amr: ['pwd'] } },
        { mergeWithLastSubmission: false },
      );
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    },
  );

  scope.get<{ Params: { uid: string } }>(
    '/idp/interaction/:uid/abort',
    { config: { public: true } },
    async (request, reply) => {
      await details(request, reply);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    },
  );
}

/**
 * The request again with its body unread: oidc-provider reads bodies from the stream itself (a spent one
 * makes it fall back to `req.body` with a warning on the console), so it gets a fresh one carrying the
 * bytes already checked.
 */
function replayWithBody(raw: RawWithMount, body: Buffer): RawWithMount {
  const replay: RawWithMount = new IncomingMessage(raw.socket);
  replay.method = raw.method;
  replay.url = raw.url;
  replay.originalUrl = raw.originalUrl;
  replay.baseUrl = raw.baseUrl;
  replay.headers = raw.headers;
  replay.rawHeaders = raw.rawHeaders;
  replay.httpVersion = raw.httpVersion;
  replay.httpVersionMajor = raw.httpVersionMajor;
  replay.httpVersionMinor = raw.httpVersionMinor;
  // Everything is buffered already: the replay never touches the socket, which the real request owns
  // (IncomingMessage's own _read would resume it, its _destroy would close it once read).
  replay.complete = true;
  replay._read = () => undefined;
  replay._destroy = (err, done) => done(err);
  replay.push(body);
  replay.push(null);
  return replay;
}

/** Every key and string in a JSON body (none when it is not JSON: oidc-provider then refuses it itself). */
function jsonStrings(body: Buffer): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return [];
  }
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.push(value);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        found.push(key);
        walk(inner);
      }
    }
  };
  walk(parsed);
  return found;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(html);
}

async function bodyToBuffer(body: CustomFetchOptions['body']): Promise<Buffer | undefined> {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return Buffer.from(await new Response(body).arrayBuffer());
}

/**
 * An openid-client `customFetch` that answers requests under `issuer` with `app.inject` (no network hop to
 * ourselves: works in tests, behind proxies and before the server listens) and sends anything else to fetch.
 */
export function createInProcessFetch(app: FastifyInstance, issuer: string): CustomFetch {
  const base = new URL(issuer);
  const isOurs = (url: URL) =>
    url.origin === base.origin &&
    (url.pathname === base.pathname || url.pathname.startsWith(`${base.pathname}/`));

  return async (input, options) => {
    const url = new URL(input);
    if (!isOurs(url)) return fetch(input, options);
    const res = await app.inject({
      method: options.method as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers: { ...options.headers, host: url.host },
      payload: await bodyToBuffer(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 205 || res.statusCode === 304;
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}
