/**
 * The product's OIDC client URLs: what our client sends and what a provider must have registered (README;
 * the embedded IdP registers exactly these). /401 is where a user without roles lands after sign-out.
 */
export function clientUrls(publicUrl: string) {
  return {
    redirectUri: `${publicUrl}/callback`,
    postLogoutRedirectUri: `${publicUrl}/`,
    postLogoutRedirectUris: [`${publicUrl}/`, `${publicUrl}/401`],
  };
}
