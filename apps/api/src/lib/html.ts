import type { ServerMessage } from '@cd/contracts';
import { serverMessageIn } from '@cd/contracts/server-message-texts';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** A text in both product languages. */
export interface Bilingual {
  en: string;
  zh: string;
}

/** A coded server message in both languages, placeholders filled in. */
export const inBothLanguages = (coded: ServerMessage): Bilingual => ({
  en: serverMessageIn(coded, 'en'),
  zh: serverMessageIn(coded, 'zh-HK'),
});

const SIGN_IN_AGAIN = { href: '/api/auth/login?returnTo=%2F', text: { en: 'Sign in again', zh: '重新登入' } };

/**
 * A plain page for people mid-redirect (sign-in, sign-out), where JSON would be no use to them. Nothing
 * tells the person's language here (no app, no settings yet), so it speaks both, as the sign-out page does.
 */
export function simplePage(heading: Bilingual, message: Bilingual, link = SIGN_IN_AGAIN): string {
  const both = (text: Bilingual) =>
    `${escapeHtml(text.en)} · <span lang="zh-HK">${escapeHtml(text.zh)}</span>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(heading.en)} · ${escapeHtml(heading.zh)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1 style="font-size:1.4rem">${both(heading)}</h1>
<p>${escapeHtml(message.en)}</p>
<p lang="zh-HK">${escapeHtml(message.zh)}</p>
<p><a href="${escapeHtml(link.href)}">${both(link.text)}</a></p>
</body></html>`;
}
