import { describe, expect, it } from 'vitest';
import {
  INCORRECT_CREDENTIALS,
  SIGN_IN_TITLE,
  renderErrorPage,
  renderLogoutPage,
  renderSignInPage,
} from './idp-views.js';
import { escapeHtml } from '../../lib/html.js';

describe('embedded IdP pages', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('renders the sign-in page with the title, one button per account and the password form', () => {
    const html = renderSignInPage({
      uid: 'abc123',
      accounts: [
        { name: 'Ada <Lam>', email: 'ada@example.com', description: 'System administrator' },
        { name: 'Bo Chan', email: 'bo@example.com', description: null },
      ],
      email: '"><script>alert(1)</script>',
    });
    expect(html).toContain(`<title>${SIGN_IN_TITLE}</title>`);
    expect(html).toContain('Ada &lt;Lam&gt;');
    expect(html).toContain('name="email" value="ada@example.com"');
    expect(html).toContain('name="email" value="bo@example.com"');
    expect(html).toContain('action="/idp/interaction/abc123/login"');
    expect(html).toContain('href="/idp/interaction/abc123/abort"');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('>Sign in</button>');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain('href="/idp/static/idp.css"');
  });

  it('announces an error and marks the fields invalid', () => {
    const html = renderSignInPage({ uid: 'u', accounts: [], error: INCORRECT_CREDENTIALS, email: 'x@y.z' });
    expect(html).toContain('role="alert"');
    expect(html).toContain(INCORRECT_CREDENTIALS);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="x@y.z"');
  });

  it('renders the logout confirmation with a plain submit button bound to the provider form', () => {
    const form = '<form id="op.logoutForm" method="post" action="/idp/session/end/confirm"></form>';
    const html = renderLogoutPage(form, 'ada@example.com');
    expect(html).toContain(form);
    expect(html).toContain('form="op.logoutForm" name="logout" value="yes">Sign out</button>');
    expect(html).not.toContain('<script');
  });

  it('renders errors without anything but the given text', () => {
    const html = renderErrorPage({ heading: 'H', message: 'M <b>', code: 'invalid_request', homeUrl: '/' });
    expect(html).toContain('M &lt;b&gt;');
    expect(html).toContain('<code>invalid_request</code>');
  });
});
