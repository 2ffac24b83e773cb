// Values only, no zod: the web's first screen imports these, and a module that also built schemas would
// bring zod with it (web decision 070). Re-exported from auth.ts.

/** Every mutating request must carry this header (CSRF defence next to SameSite cookies). */
export const CSRF_HEADER = 'x-cd-csrf';
export const CSRF_HEADER_VALUE = '1';
