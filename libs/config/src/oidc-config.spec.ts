import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './load-config';

describe('single sign-on configuration', () => {
  const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'heirloom-config-')), SESSION_SECRET: 'a secret' });
  const sso = { OIDC_ISSUER_URL: 'https://id.example.com/realms/family/', OIDC_CLIENT_ID: 'heirloom', OIDC_CLIENT_SECRET: 's3cret' };

  it('is off unless configured', () => {
    expect(loadConfig(base()).oidc).toBeUndefined();
  });

  it('reads the issuer (without a trailing slash), the client, the button text and OIDC_ONLY', () => {
    expect(loadConfig({ ...base(), ...sso }).oidc).toEqual({
      issuerUrl: 'https://id.example.com/realms/family',
      clientId: 'heirloom',
      clientSecret: 's3cret',
      buttonText: 'Sign in with SSO',
      only: false,
    });
    expect(loadConfig({ ...base(), ...sso, OIDC_BUTTON_TEXT: 'Sign in with Authentik', OIDC_ONLY: 'true' }).oidc).toMatchObject({
      buttonText: 'Sign in with Authentik',
      only: true,
    });
  });

  it('refuses a partial set, a bad issuer, OIDC_ONLY without a provider and a long button text, naming the variable', () => {
    expect(() => loadConfig({ ...base(), OIDC_ISSUER_URL: sso.OIDC_ISSUER_URL, OIDC_CLIENT_ID: 'x' })).toThrow(/OIDC_CLIENT_SECRET must be set too/);
    expect(() => loadConfig({ ...base(), ...sso, OIDC_ISSUER_URL: 'ftp://id.example.com' })).toThrow(/OIDC_ISSUER_URL must start with https:\/\/ or http:\/\//);
    expect(() => loadConfig({ ...base(), OIDC_ONLY: 'true' })).toThrow(/OIDC_ONLY needs single sign-on set up/);
    expect(() => loadConfig({ ...base(), ...sso, OIDC_ONLY: 'maybe' })).toThrow(/OIDC_ONLY must be true or false/);
    expect(() => loadConfig({ ...base(), ...sso, OIDC_BUTTON_TEXT: 'x'.repeat(61) })).toThrow(/OIDC_BUTTON_TEXT must be at most 60/);
  });
});
