import { describe, expect, it } from 'vitest';
import { ConfigError, embeddedIdpReachWarning, loadConfig } from './env.js';

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

  it('limits statements to 30 s unless told, and takes a read replica only beside DATABASE_URL', () => {
    expect(loadConfig({}).DATABASE_STATEMENT_TIMEOUT_MS).toBe(30_000);
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).DATABASE_STATEMENT_TIMEOUT_MS).toBe(0);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgresql://r@127.0.0.1/db' })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
    const both = {
      DATABASE_URL: 'postgresql://p@127.0.0.1/db',
      DATABASE_READ_URL: 'postgresql://r@127.0.0.1/db',
    };
    expect(loadConfig(both).DATABASE_READ_URL).toBe(both.DATABASE_READ_URL);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(loadConfig({ DATABASE_POOL_SIZE: '2' }).DATABASE_POOL_SIZE).toBe(2);
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

describe('EMBEDDED_IDP', () => {
  const external = {
    OIDC_ISSUER: 'https://idp.example.com',
    OIDC_CLIENT_ID: 'dir',
    OIDC_CLIENT_SECRET: 's3cret',
  };

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:8080',
    'http://127.45.0.9',
    'http://[::1]:3000',
    'https://localhost',
  ])('is on by default on the loopback origin %s', (url) => {
    expect(loadConfig({ PUBLIC_URL: url }).embeddedIdp).toBe(true);
    expect(loadConfig({ PUBLIC_URL: url, EMBEDDED_IDP: '' }).embeddedIdp).toBe(true);
  });

  it.each([
    'https://directory.example.com',
    'http://10.0.0.5:3000',
    'http://[::2]',
    'http://localhost.evil.com',
  ])('refuses to start on %s without a deliberate choice, naming EMBEDDED_IDP', (url) => {
    expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(/EMBEDDED_IDP: .*not a loopback.*EMBEDDED_IDP=on/s);
  });

  it('runs on a public origin when EMBEDDED_IDP=on says so', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://demo.example.com', EMBEDDED_IDP: 'on' });
    expect(config.embeddedIdp).toBe(true);
  });

  it('is off with an external issuer, and EMBEDDED_IDP=off requires one', () => {
    expect(loadConfig({ ...external, PUBLIC_URL: 'https://directory.example.com' }).embeddedIdp).toBe(false);
    expect(loadConfig({ ...external, EMBEDDED_IDP: 'off' }).embeddedIdp).toBe(false);
    expect(() => loadConfig({ EMBEDDED_IDP: 'off' })).toThrow(/EMBEDDED_IDP: .*OIDC_ISSUER/);
    expect(() => loadConfig({ ...external, EMBEDDED_IDP: 'on' })).toThrow(/EMBEDDED_IDP/);
    expect(() => loadConfig({ EMBEDDED_IDP: 'maybe' })).toThrow(/EMBEDDED_IDP/);
  });
});

describe('identity settings', () => {
  it('OIDC_ADMIN_GROUPS keeps case and defaults to SystemAdministrator', () => {
    expect(loadConfig({}).OIDC_ADMIN_GROUPS).toEqual(['SystemAdministrator']);
    expect(loadConfig({ OIDC_ADMIN_GROUPS: ' /Corp/Admins , 6F1C-id,' }).OIDC_ADMIN_GROUPS).toEqual([
      '/Corp/Admins',
      '6F1C-id',
    ]);
  });

  it('OIDC_USERNAME_IS_VERIFIED_EMAIL is off unless set', () => {
    expect(loadConfig({}).OIDC_USERNAME_IS_VERIFIED_EMAIL).toBe(false);
    expect(loadConfig({ OIDC_USERNAME_IS_VERIFIED_EMAIL: 'on' }).OIDC_USERNAME_IS_VERIFIED_EMAIL).toBe(true);
  });
});

describe('where the server listens (HOST)', () => {
  const external = {
    OIDC_ISSUER: 'https://login.example.com',
    OIDC_CLIENT_ID: 'directory',
    OIDC_CLIENT_SECRET: 'secret',
  };

  it('keeps the embedded demo sign-in on loopback unless HOST is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ embeddedIdp: true, HOST: '127.0.0.1', hostIsExplicit: false });
    expect(loadConfig({ PUBLIC_URL: 'https://demo.example.com', EMBEDDED_IDP: 'on' }).HOST).toBe('127.0.0.1');
    expect(embeddedIdpReachWarning(config)).toBeUndefined();
  });

  it('listens on every interface with an external identity provider', () => {
    expect(loadConfig(external)).toMatchObject({
      embeddedIdp: false,
      HOST: '0.0.0.0',
      hostIsExplicit: false,
    });
  });

  it('takes an explicit HOST, and then says who can reach the demo sign-in', () => {
    const everywhere = loadConfig({ HOST: '0.0.0.0', PORT: '8080' });
    expect(everywhere).toMatchObject({ HOST: '0.0.0.0', hostIsExplicit: true });
    expect(embeddedIdpReachWarning(everywhere)).toMatch(
      /^HOST=0\.0\.0\.0 .*anyone who can reach this machine on port 8080, through any of its network interfaces.*system administrator.*"demo"/,
    );
    expect(embeddedIdpReachWarning(loadConfig({ HOST: '10.0.0.5' }))).toMatch(
      /anyone who can reach 10\.0\.0\.5 on port 3000/,
    );
    expect(embeddedIdpReachWarning(loadConfig({ HOST: '::' }))).toMatch(/any of its network interfaces/);
  });

  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1'])(
    'needs no warning for the loopback HOST %s',
    (host) => {
      expect(embeddedIdpReachWarning(loadConfig({ HOST: host }))).toBeUndefined();
    },
  );

  it('needs no warning without the embedded IdP', () => {
    expect(embeddedIdpReachWarning(loadConfig({ ...external, HOST: '0.0.0.0' }))).toBeUndefined();
  });

  it('treats an empty HOST as unset', () => {
    expect(loadConfig({ HOST: '  ' })).toMatchObject({ HOST: '127.0.0.1', hostIsExplicit: false });
  });
});
