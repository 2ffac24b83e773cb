/**
 * The one stylesheet of the embedded IdP's pages, served from /idp/static/idp.css (kept in a module so the
 * compiled build needs no asset copying). No inline styles or scripts: the pages satisfy a strict CSP.
 */
export const IDP_CSS = `
:root {
  color-scheme: light dark;
  --bg: #f4f6f8;
  --card: #ffffff;
  --text: #1b2430;
  --muted: #52606d;
  --border: #cbd2d9;
  --accent: #0b5cad;
  --accent-text: #ffffff;
  --focus: #f0b429;
  --danger-bg: #fdecea;
  --danger-text: #8a1c1c;
  --badge-bg: #fff4d6;
  --badge-text: #6b4b00;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #101820;
    --card: #1b2733;
    --text: #e4e9ee;
    --muted: #a9b4bf;
    --border: #3b4a59;
    --accent: #5aa2f0;
    --accent-text: #0b1620;
    --danger-bg: #4a1c1c;
    --danger-text: #ffd7d7;
    --badge-bg: #4a3b12;
    --badge-text: #ffe7a6;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { font-size: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  background: var(--bg);
  color: var(--text);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans TC", sans-serif;
  line-height: 1.5;
}
.skip-link {
  position: absolute;
  left: -9999px;
}
.skip-link:focus { left: 1rem; top: 1rem; background: var(--card); padding: 0.5rem 1rem; }
main {
  max-width: 36rem;
  margin: 2.5rem auto;
  padding: 2rem;
  background: var(--card);
  border: 1px solid var(--border);
  border-radius: 0.75rem;
}
@media (max-width: 40rem) {
  main { margin: 0; border-radius: 0; border-left: 0; border-right: 0; padding: 1.25rem; }
}
.badge {
  display: inline-block;
  margin: 0 0 0.75rem;
  padding: 0.125rem 0.625rem;
  border-radius: 999px;
  background: var(--badge-bg);
  color: var(--badge-text);
  font-size: 0.8125rem;
  font-weight: 600;
}
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 0.5rem; }
h2 { font-size: 1.125rem; margin: 2rem 0 0.5rem; }
p { margin: 0 0 1rem; }
.muted { color: var(--muted); }
.alert,
.demo-warning {
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border-radius: 0.5rem;
  background: var(--danger-bg);
  color: var(--danger-text);
  font-weight: 600;
}
.demo-warning { border: 2px solid var(--danger-text); }
.accounts { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.account {
  display: grid;
  gap: 0.125rem;
  width: 100%;
  padding: 0.75rem 1rem;
  text-align: left;
  font: inherit;
  color: inherit;
  background: transparent;
  border: 1px solid var(--border);
  border-radius: 0.5rem;
  cursor: pointer;
}
.account:hover { border-color: var(--accent); }
.account-name { font-weight: 600; }
.account-email, .account-description { color: var(--muted); font-size: 0.875rem; overflow-wrap: anywhere; }
.field { display: grid; gap: 0.25rem; margin-bottom: 1rem; }
label { font-weight: 600; }
input[type="email"], input[type="password"] {
  width: 100%;
  padding: 0.625rem 0.75rem;
  font: inherit;
  color: inherit;
  background: transparent;
  border: 1px solid var(--muted);
  border-radius: 0.375rem;
}
.button {
  display: inline-block;
  padding: 0.625rem 1.25rem;
  font: inherit;
  font-weight: 600;
  color: var(--accent-text);
  background: var(--accent);
  border: 1px solid var(--accent);
  border-radius: 0.375rem;
  cursor: pointer;
  text-decoration: none;
}
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.footer { margin-top: 2rem; padding-top: 1rem; border-top: 1px solid var(--border); font-size: 0.875rem; }
`;
