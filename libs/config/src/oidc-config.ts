import { OidcConfig } from './app-config';
import { ConfigError } from './config.errors';
import { EnvReader } from './env-readers';

const REQUIRED = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
export const DEFAULT_OIDC_BUTTON_TEXT = 'Sign in with SSO';

/**
 * Single sign-on: the provider's issuer and this app's client at it, all three or none. OIDC_ONLY needs them (a
 * server nobody could sign in to is refused at start).
 */
export function readOidc(env: EnvReader): OidcConfig | undefined {
  const only = env.bool('OIDC_ONLY', false);
  const given = REQUIRED.filter((name) => env.string(name) !== undefined);
  if (given.length === 0) {
    if (only) throw new ConfigError('OIDC_ONLY', `needs single sign-on set up: set ${REQUIRED.join(', ')}`);
    return undefined;
  }
  const missing = REQUIRED.filter((name) => !given.includes(name));
  if (missing.length > 0) throw new ConfigError(missing[0], `must be set too: single sign-on needs ${REQUIRED.join(', ')} together`);
  const buttonText = env.string('OIDC_BUTTON_TEXT') ?? DEFAULT_OIDC_BUTTON_TEXT;
  if (buttonText.length > 60) throw new ConfigError('OIDC_BUTTON_TEXT', `must be at most 60 characters, got ${buttonText.length}`);
  return {
    issuerUrl: env.url('OIDC_ISSUER_URL', ['https:', 'http:'])!.replace(/\/+$/, ''),
    clientId: env.string('OIDC_CLIENT_ID')!,
    clientSecret: env.string('OIDC_CLIENT_SECRET')!,
    buttonText,
    only,
  };
}
