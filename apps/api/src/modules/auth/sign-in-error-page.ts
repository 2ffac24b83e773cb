import type { ServerMessage } from '@cd/contracts';
import { inBothLanguages, simplePage } from '../../lib/html.js';

/** A plain page for a failed sign-in: the browser is mid-redirect, so JSON would be no use to the person. */
export const signInErrorPage = (reason: ServerMessage): string =>
  simplePage({ en: 'Sign-in failed', zh: '登入失敗' }, inBothLanguages(reason));
