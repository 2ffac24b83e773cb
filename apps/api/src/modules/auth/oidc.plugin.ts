import fp from 'fastify-plugin';
import { embeddedIdpReachWarning } from '../../config/env.js';
import { clientUrls } from './client-urls.js';
import { OidcClient } from './oidc-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The BFF's OIDC client: the configured issuer, else the embedded IdP on this same server. */
    oidc: OidcClient;
    oidcIssuer: string;
  }
}

export const oidcPlugin = fp(
  async (app) => {
    const { config } = app;
    // Loaded only when used: with an external issuer the embedded IdP (and oidc-provider) stay out of memory.
    const idp = config.embeddedIdp
      ? await (await import('../idp/idp.plugin.js')).registerEmbeddedIdp(app, { config, prisma: app.prisma })
      : undefined;
    const reach = embeddedIdpReachWarning(config);
    if (reach) app.log.warn({ host: config.HOST, setting: 'HOST' }, reach);
    const issuer = idp?.issuer ?? config.OIDC_ISSUER!;
    const { redirectUri, postLogoutRedirectUri } = clientUrls(config.PUBLIC_URL);
    app.decorate('oidcIssuer', issuer);
    app.decorate(
      'oidc',
      new OidcClient({
        issuer,
        clientId: idp?.clientId ?? config.OIDC_CLIENT_ID!,
        clientSecret: idp?.clientSecret ?? config.OIDC_CLIENT_SECRET!,
        scopes: config.OIDC_SCOPES,
        redirectUri,
        postLogoutRedirectUri,
        customFetch: idp?.customFetch,
      }),
    );
  },
  { name: 'oidc', dependencies: ['db'] },
);
