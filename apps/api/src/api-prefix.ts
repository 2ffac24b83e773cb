/** Every API route lives under this prefix, inside the one guarded plugin of api.ts. */
export const API_PREFIX = '/api';
