const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain page for a failed sign-in: the browser is mid-redirect, so JSON would be no use to the person. */
export function signInErrorPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign-in failed</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1 style="font-size:1.4rem">Sign-in failed</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/api/auth/login?returnTo=%2F">Sign in again</a></p>
</body></html>`;
}
