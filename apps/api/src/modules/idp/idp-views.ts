/** Server-rendered pages of the embedded IdP: plain HTML, one stylesheet, no scripts, every value escaped. */
import { escapeHtml } from '../../lib/html.js';

export const IDP_STYLESHEET_PATH = '/idp/static/idp.css';
export const PRODUCT_NAME = 'Harbour Pacific Directory';
const SUFFIX = `${PRODUCT_NAME} (development identity provider)`;

export const SIGN_IN_TITLE = `Sign in — ${SUFFIX}`;
export const INCORRECT_CREDENTIALS = 'Incorrect email or password.';
export const MISSING_CREDENTIALS = 'Enter your email and password.';
export const DISALLOWED_CHARACTER = 'The email or password contains a character that is not allowed.';
export const SIGN_OUT_BUTTON = 'Sign out';
export const DEMO_WARNING =
  'Demonstration only: anyone can sign in here as any demo account, including a system administrator. Do not use this site for real people or data.';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${IDP_STYLESHEET_PATH}">
</head>
<body>
<a class="skip-link" href="#content">Skip to content</a>
<main id="content">
<p class="badge">Development identity provider</p>
${body}
</main>
</body>
</html>
`;
}

export interface DemoAccountView {
  name: string;
  email: string;
  description: string | null;
}

export interface SignInPageModel {
  uid: string;
  accounts: DemoAccountView[];
  /** Pre-filled email (login_hint, or what the user typed before a failed attempt). */
  email?: string | undefined;
  error?: string | undefined;
  /** This IdP is reachable beyond this machine (EMBEDDED_IDP=on on a public origin). */
  demoWarning?: boolean;
}

export const interactionPath = (uid: string) => `/idp/interaction/${encodeURIComponent(uid)}`;

/** The sign-in page: one button per demo account (password "demo") and an email + password form. */
export function renderSignInPage(model: SignInPageModel): string {
  const base = interactionPath(model.uid);
  const action = `${base}/login`;
  const error = model.error
    ? `<div class="alert" role="alert" id="sign-in-error">${escapeHtml(model.error)}</div>`
    : '';
  const invalid = model.error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';

  const accounts = model.accounts.length
    ? `<section aria-labelledby="demo-heading">
<h2 id="demo-heading">Demo accounts</h2>
<p class="muted">Choose an account to sign in as that person. Every demo account's password is <strong>demo</strong>.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="password" value="demo">
<ul class="accounts">
${model.accounts
  .map(
    (a) => `<li><button type="submit" class="account" name="email" value="${escapeHtml(a.email)}">
<span class="account-name">${escapeHtml(a.name)}</span>
<span class="account-email">${escapeHtml(a.email)}</span>${
      a.description ? `\n<span class="account-description">${escapeHtml(a.description)}</span>` : ''
    }
</button></li>`,
  )
  .join('\n')}
</ul>
</form>
</section>`
    : '<p class="muted">There are no demo accounts. Sign in with an email and password.</p>';

  const banner = model.demoWarning
    ? `<div class="demo-warning" role="alert">${escapeHtml(DEMO_WARNING)}</div>\n`
    : '';

  return layout(
    SIGN_IN_TITLE,
    `${banner}<h1>Sign in to ${PRODUCT_NAME}</h1>
<p class="muted">This page stands in for your organisation's sign-in during development and demonstrations. Do not enter a real password.</p>
${error}
${accounts}
<section aria-labelledby="password-heading">
<h2 id="password-heading">Sign in with email and password</h2>
<form method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required spellcheck="false" value="${escapeHtml(model.email ?? '')}"${invalid}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
</div>
<button type="submit" class="button">Sign in</button>
</form>
</section>
<p class="footer"><a href="${escapeHtml(`${base}/abort`)}">Cancel sign-in</a></p>`,
  );
}

/** Asked by RP-initiated logout when the IdP still has a session. `form` is oidc-provider's hidden form. */
export function renderLogoutPage(form: string, who: string | undefined): string {
  return layout(
    `Sign out — ${SUFFIX}`,
    `<h1>Sign out of ${PRODUCT_NAME}?</h1>
<p>${who ? `You are signed in as <strong>${escapeHtml(who)}</strong>. ` : ''}Signing out ends your session with the development identity provider too.</p>
${form}
<button type="submit" class="button" form="op.logoutForm" name="logout" value="yes">${SIGN_OUT_BUTTON}</button>`,
  );
}

export function renderSignedOutPage(homeUrl: string): string {
  return layout(
    `Signed out — ${SUFFIX}`,
    `<h1>You are signed out</h1>
<p>You have signed out of the development identity provider.</p>
<p><a class="button" href="${escapeHtml(homeUrl)}">Back to ${PRODUCT_NAME}</a></p>`,
  );
}

/** Errors shown to a person: a sentence they can act on, never a stack or an internal message. */
export function renderErrorPage(opts: {
  heading: string;
  message: string;
  code?: string;
  homeUrl: string;
}): string {
  return layout(
    `Sign-in problem — ${SUFFIX}`,
    `<h1>${escapeHtml(opts.heading)}</h1>
<p>${escapeHtml(opts.message)}</p>
${opts.code ? `<p class="muted">Error code: <code>${escapeHtml(opts.code)}</code></p>` : ''}
<p><a class="button" href="${escapeHtml(opts.homeUrl)}">Back to ${PRODUCT_NAME}</a></p>`,
  );
}
