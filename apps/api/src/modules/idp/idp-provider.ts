import type { PrismaClient } from '@cd/db';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { clientUrls } from '../auth/client-urls.js';
import type { IdpAccounts } from './idp-accounts.js';
import { toOidcAccount } from './idp-accounts.js';
import type { IdpSecrets } from './idp-secrets.js';
import { interactionPath, renderErrorPage, renderLogoutPage, renderSignedOutPage } from './idp-views.js';
import { createPrismaAdapterFactory } from './prisma-adapter.js';

export const EMBEDDED_IDP_CLIENT_ID = 'contact-directory';
export const IDP_MOUNT_PATH = '/idp';
export const IDP_SCOPES = ['openid', 'profile', 'email'] as const;

const CLOCK_TOLERANCE_SECONDS = 15;
const HOUR = 60 * 60;

export interface ProviderDeps {
  publicUrl: string;
  prisma: PrismaClient;
  accounts: IdpAccounts;
  secrets: IdpSecrets;
  /**
   * OIDC Core 5.4 strictly (oidc-provider's own default): scope claims only from userinfo when an access
   * token is issued too. Off, they ride in the ID token like Entra ID's. Tests sign in both ways.
   */
  conformIdTokenClaims?: boolean;
}

function homeUrl(publicUrl: string) {
  return `${publicUrl}/`;
}

/**
 * Errors oidc-provider cannot send back to the client (bad client, bad redirect_uri, expired sign-in,
 * logout problems) as a page for people. Protocol error codes and their fixed descriptions are safe to
 * show; a server error shows nothing of its cause.
 */
function renderError(publicUrl: string): NonNullable<Configuration['renderError']> {
  return (ctx, out) => {
    const serverError = out.error === 'server_error' || (ctx.status ?? 500) >= 500;
    ctx.type = 'html';
    ctx.set('cache-control', 'no-store');
    ctx.body = renderErrorPage({
      heading: serverError ? 'Something went wrong' : 'Sign-in could not continue',
      message: serverError
        ? 'Something went wrong on our side. Please try again later.'
        : `${out.error_description ?? 'The request was not valid.'} Return to the application and sign in again.`,
      code: out.error,
      homeUrl: homeUrl(publicUrl),
    });
  };
}

/** First-party client: consent is implied. Make sure the grant covers what this request asks for. */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { client, session, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  let grant = grantId ? await provider.Grant.find(grantId) : undefined;
  if (client.clientId !== EMBEDDED_IDP_CLIENT_ID) return grant;
  if (!grant || grant.accountId !== session.accountId || grant.clientId !== client.clientId) {
    grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
  }
  const missingScopes = [...ctx.oidc.requestParamOIDCScopes].filter(
    (s) => !grant.getOIDCScopeEncountered().split(' ').includes(s),
  );
  const missingClaims = [...ctx.oidc.requestParamClaims].filter(
    (c) => !grant.getOIDCClaimsEncountered().includes(c),
  );
  if (missingScopes.length || missingClaims.length || !grant.jti) {
    if (missingScopes.length) grant.addOIDCScope(missingScopes);
    if (missingClaims.length) grant.addOIDCClaims(missingClaims);
    await grant.save();
  }
  return grant;
}

export function createIdpProvider(deps: ProviderDeps): Provider {
  const { publicUrl, prisma, accounts, secrets } = deps;
  const issuer = `${publicUrl}${IDP_MOUNT_PATH}`;
  const { redirectUri, postLogoutRedirectUris } = clientUrls(publicUrl);

  const configuration: Configuration = {
    adapter: createPrismaAdapterFactory(prisma, { clockTolerance: CLOCK_TOLERANCE_SECONDS }),
    clients: [
      {
        client_id: EMBEDDED_IDP_CLIENT_ID,
        client_secret: secrets.clientSecret,
        client_name: 'Harbour Pacific Directory',
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: [...IDP_SCOPES],
    // Like Entra ID: the directory claims ride on `openid`. By default ID tokens carry them even when an
    // access token is issued too; in conformant mode only userinfo does, and the BFF must fetch it.
    claims: {
      openid: ['sub', 'oid', 'tid', 'groups'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture', 'preferred_username'],
    },
    conformIdTokenClaims: deps.conformIdTokenClaims ?? false,
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    // Signed, HttpOnly, Lax; the session cookie only travels to /idp (interaction cookies carry their own,
    // narrower paths), so the IdP's cookies never reach the application's routes.
    cookies: {
      keys: secrets.cookieKeys,
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_interaction_resume' },
      long: { httpOnly: true, sameSite: 'lax', path: IDP_MOUNT_PATH },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    jwks: secrets.jwks,
    findAccount: async (_ctx, sub) => {
      const account = await accounts.findById(sub);
      return account ? toOidcAccount(account, publicUrl) : undefined;
    },
    loadExistingGrant,
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const accountId = ctx.oidc.session?.accountId;
          const account = accountId ? await accounts.findById(accountId) : null;
          ctx.type = 'html';
          ctx.set('cache-control', 'no-store');
          ctx.body = renderLogoutPage(form, account?.email);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage(homeUrl(publicUrl));
        },
      },
    },
    // Only the BFF talks to the token and userinfo endpoints, server to server: no browser origin needs CORS.
    clientBasedCORS: () => false,
    renderError: renderError(publicUrl),
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 12 * HOUR,
      Grant: 12 * HOUR,
    },
  };

  return new Provider(issuer, configuration);
}
