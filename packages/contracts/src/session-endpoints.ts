// No zod. The session's endpoints, which the web needs before anything else (sign-in redirect, session probe,
// re-authorization): its first screen imports only these, the rest of the table loads beside it (decision 096).
import type { EndpointAccess, EndpointSpec } from './endpoints.js';

const signedIn: EndpointAccess = {};

export const sessionEndpoints = {
  'auth.login': {
    method: 'GET',
    path: '/api/auth/login',
    access: { public: true },
    schemas: { query: 'loginQuery' },
  },
  // Public, as an expired token must still end its session; the guard still demands the CSRF header.
  'auth.sign-out': {
    method: 'POST',
    path: '/api/auth/sign-out',
    access: { public: true },
    schemas: { response: 'signOutResponse' },
  },
  'auth.session': {
    method: 'GET',
    path: '/api/auth/session',
    access: signedIn,
    schemas: { response: 'sessionResponse' },
  },
  'Authorization.ReAuthorize': {
    method: 'POST',
    path: '/api/Authorization/ReAuthorize',
    access: { public: true },
    schemas: { response: 'sessionResponse' },
  },
} as const satisfies Record<string, EndpointSpec>;
