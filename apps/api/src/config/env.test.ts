import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('has working defaults for a zero-setup start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      SEED: 'demo',
      embeddedIdp: true,
    });
    expect(config.BOOTSTRAP_ADMIN_EMAILS).toEqual([]);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED: 'lots' })).toThrow(ConfigError);
  });

  it('requires the external IdP settings together', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://idp.example.com' })).toThrow(/must be set together/);
    const config = loadConfig({
      OIDC_ISSUER: 'https://idp.example.com',
      OIDC_CLIENT_ID: 'dir',
      OIDC_CLIENT_SECRET: 's3cret',
      PUBLIC_URL: 'https://directory.example.com/',
    });
    expect(config.embeddedIdp).toBe(false);
    expect(config.PUBLIC_URL).toBe('https://directory.example.com');
  });

  it('requires a secret for the legacy exchange and 32+ characters for SESSION_SECRET', () => {
    expect(() => loadConfig({ LEGACY_SESSION_EXCHANGE: 'on' })).toThrow(/LEGACY_SESSION_SECRET/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('lower-cases and splits bootstrap admin emails', () => {
    expect(loadConfig({ BOOTSTRAP_ADMIN_EMAILS: ' A@x.com,b@Y.com ,' }).BOOTSTRAP_ADMIN_EMAILS).toEqual([
      'a@x.com',
      'b@y.com',
    ]);
  });
});
