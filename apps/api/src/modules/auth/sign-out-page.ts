import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@cd/contracts';
import { escapeHtml } from '../../lib/html.js';

/** Where the page's button (and the web's sign-out action) posts; the /api guard demands the CSRF header. */
export const SIGN_OUT_API_PATH = '/api/auth/sign-out';
export const SIGN_OUT_SCRIPT_PATH = '/sign-out.js';

/**
 * The page GET /sign-out and /logout show: a link from another site can only bring someone here, and
 * nothing ends until they press the button. The product's pages are not served to this path, so it speaks
 * both languages at once (the embedded IdP's pages have no second language to follow).
 */
export function signOutPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Sign out · 登出</title>
<script src="${SIGN_OUT_SCRIPT_PATH}" defer></script></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1 style="font-size:1.4rem">Sign out? · <span lang="zh-HK">要登出嗎？</span></h1>
<p>Press the button to end your session in this browser.</p>
<p lang="zh-HK">按下按鈕以結束您在此瀏覽器的工作階段。</p>
<form method="post" action="${escapeHtml(SIGN_OUT_API_PATH)}" data-sign-out>
<button type="submit" style="font-size:1rem;padding:.5rem 1.25rem">Sign out · <span lang="zh-HK">登出</span></button>
</form>
<p id="sign-out-failed" role="alert" hidden>Sign-out did not complete; please try again. · <span lang="zh-HK">未能登出，請再試一次。</span></p>
<p><a href="/">Stay signed in</a> · <a href="/" lang="zh-HK">保持登入</a></p>
</body></html>`;
}

/**
 * The button's script (a file, as the content security policy allows no inline script): a plain form
 * cannot send the CSRF header, so the post goes through fetch and the browser then follows the answer.
 */
export const signOutScript = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('form[data-sign-out]');
  var failed = document.getElementById('sign-out-failed');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    fetch(form.action, { method: 'POST', credentials: 'same-origin', headers: { ${JSON.stringify(CSRF_HEADER)}: ${JSON.stringify(CSRF_HEADER_VALUE)}, accept: 'application/json' } })
      .then(function (res) { return res.ok ? res.json() : Promise.reject(res.status); })
      .then(function (body) { window.location.assign(body.data.location); })
      .catch(function () { failed.hidden = false; });
  });
});
`;
