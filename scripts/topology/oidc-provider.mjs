/**
 * The topology's external OpenID Provider: node-oidc-provider (an OpenID Certified implementation) as a
 * process of its own over HTTPS, as a company's IdP would be, with a few fixed accounts and a one-field
 * sign-in form. Not the product's embedded IdP: nothing here is imported from the API.
 *
 * Settings come from the environment (see lib.mjs): OP_PORT, OP_ISSUER, OP_TLS_CERT, OP_TLS_KEY,
 * OP_CLIENT_ID, OP_CLIENT_SECRET, OP_REDIRECT_URI, OP_POST_LOGOUT_URI, OP_ACCOUNTS (JSON).
 */
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// A dependency of @cd/api (pnpm keeps it there, not at the root).
const { default: Provider } = await import(
  pathToFileURL(path.join(root, 'apps/api/node_modules/oidc-provider/lib/index.js')).href
);

const env = process.env;
const accounts = JSON.parse(env.OP_ACCOUNTS);

const provider = new Provider(env.OP_ISSUER, {
  clients: [
    {
      client_id: env.OP_CLIENT_ID,
      client_secret: env.OP_CLIENT_SECRET,
      redirect_uris: [env.OP_REDIRECT_URI],
      post_logout_redirect_uris: [env.OP_POST_LOGOUT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  pkce: { required: () => true },
  // Like Entra ID: groups travel in the ID token.
  claims: {
    openid: ['sub', 'groups'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name'],
  },
  cookies: { keys: ['topology-only-cookie-key'] },
  findAccount: (_ctx, sub) => {
    const account = accounts.find((a) => a.sub === sub);
    return account && { accountId: sub, claims: () => ({ ...account, email_verified: true }) };
  },
  // A first-party client: no consent screen.
  loadExistingGrant: async (ctx) => {
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
});
provider.proxy = false;

const callback = provider.callback();
const form = (uid) =>
  `<!doctype html><form method="post" action="/interaction/${uid}"><label>Email <input name="login"></label><button>Sign in</button></form>`;

const server = https.createServer(
  { cert: fs.readFileSync(env.OP_TLS_CERT), key: fs.readFileSync(env.OP_TLS_KEY) },
  async (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    try {
      await provider.interactionDetails(req, res);
      if (req.method === 'GET')
        return res.writeHead(200, { 'content-type': 'text/html' }).end(form(match[1]));
      let body = '';
      for await (const chunk of req) body += chunk;
      const login = new URLSearchParams(body).get('login');
      const account = accounts.find((a) => a.email === login);
      if (!account) return res.writeHead(400).end('unknown account');
      await provider.interactionFinished(req, res, { login: { accountId: account.sub } });
    } catch (error) {
      res.writeHead(400).end(String(error));
    }
  },
);
server.listen(Number(env.OP_PORT), '127.0.0.1', () => console.log(`[op] listening on ${env.OP_ISSUER}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
