import * as client from 'openid-client';
import { AppError, refuse } from '../../lib/errors.js';
import { lacksDirectoryClaims, mergeUserinfoClaims, type IdentityRules } from './identity.js';

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Serves the embedded IdP in-process; absent for an external issuer. */
  customFetch?: client.CustomFetch;
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/**
 * The identity provider did not answer (refused, reset, timed out, no such host). Socket codes alone
 * would read as "database unavailable" to the error handler, which matches the same codes.
 */
export function isIdentityProviderUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof AppError) return e.serverMessage?.messageCode === 'IDENTITY_PROVIDER_UNAVAILABLE';
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (e.name === 'TimeoutError' || (e instanceof TypeError && e.message === 'fetch failed')) return true;
  }
  return false;
}

/** 503 naming the provider, for a sign-in that cannot start or finish because the IdP is away. */
export function identityProviderUnavailable(issuer: string, cause?: unknown): AppError {
  const error = refuse('IDENTITY_PROVIDER_UNAVAILABLE', { issuer });
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** The BFF's confidential OIDC client. Discovery is lazy so the embedded IdP can start on the same server. */
export class OidcClient {
  private configuration?: Promise<client.Configuration>;

  constructor(private readonly settings: OidcClientSettings) {}

  private config(): Promise<client.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret, customFetch } = this.settings;
      const insecure = new URL(issuer).protocol === 'http:';
      this.configuration = client
        .discovery(
          new URL(issuer),
          clientId,
          { client_secret: clientSecret },
          client.ClientSecretBasic(clientSecret),
          {
            ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
            ...(customFetch ? { [client.customFetch]: customFetch } : {}),
          },
        )
        .catch((err: unknown) => {
          this.configuration = undefined; // try discovery again on the next sign-in
          throw identityProviderUnavailable(issuer, err);
        });
    }
    return this.configuration;
  }

  async authorizationUrl(p: { state: string; nonce: string; codeChallenge: string; loginHint?: string }) {
    const params: Record<string, string> = {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      response_type: 'code',
      code_challenge: p.codeChallenge,
      code_challenge_method: 'S256',
      state: p.state,
      nonce: p.nonce,
    };
    if (p.loginHint) params.login_hint = p.loginHint;
    return client.buildAuthorizationUrl(await this.config(), params);
  }

  /**
   * Code exchange with every check: state, nonce, PKCE, issuer, audience, signature, expiry. A conformant
   * provider may keep email, profile and group claims for userinfo (OIDC Core 5.4): when the ID token
   * lacks one the directory reads, userinfo fills it in, provided it speaks of the same `sub`.
   */
  async exchange(
    currentUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
    rules: IdentityRules,
  ) {
    const tokens = await client.authorizationCodeGrant(await this.config(), currentUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('the identity provider returned no ID token');
    const hasUserinfo = Boolean((await this.config()).serverMetadata().userinfo_endpoint);
    const claims =
      hasUserinfo && lacksDirectoryClaims(idClaims, rules)
        ? mergeUserinfoClaims(idClaims, await this.fetchUserinfo(tokens.access_token, idClaims.sub))
        : idClaims;
    return { claims, idToken: tokens.id_token };
  }

  /** openid-client refuses a response whose `sub` is not `expectedSubject` (OIDC Core 5.3.2). */
  protected async fetchUserinfo(accessToken: string, expectedSubject: string) {
    return client.fetchUserInfo(await this.config(), accessToken, expectedSubject);
  }

  /** The IdP's end-session URL, or null when the issuer has none. */
  async endSessionUrl(idTokenHint?: string | null): Promise<URL | null> {
    const config = await this.config();
    if (!config.serverMetadata().end_session_endpoint) return null;
    const params: Record<string, string> = {
      client_id: this.settings.clientId,
      post_logout_redirect_uri: this.settings.postLogoutRedirectUri,
    };
    if (idTokenHint) params.id_token_hint = idTokenHint;
    return client.buildEndSessionUrl(config, params);
  }
}

export const pkce = {
  verifier: () => client.randomPKCECodeVerifier(),
  challenge: (verifier: string) => client.calculatePKCECodeChallenge(verifier),
  state: () => client.randomState(),
  nonce: () => client.randomNonce(),
};
