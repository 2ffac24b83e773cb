import { simplePage } from '../../lib/html.js';

/** A plain page for a failed sign-in: the browser is mid-redirect, so JSON would be no use to the person. */
export const signInErrorPage = (message: string): string => simplePage('Sign-in failed', message);
