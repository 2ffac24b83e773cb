/** Where identity providers reach the SCIM service: this site's origin, outside `/api`. */
export const scimBaseUrl = () => `${window.location.origin}/scim/v2`;
