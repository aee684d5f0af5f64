import { AppConfig, InjectConfig, OidcConfig } from '@heirloom/config';
import { Injectable, NotFoundException } from '@nestjs/common';
import { BaseClient, custom, Issuer } from 'openid-client';
import { SsoRefusal } from './sso-refusal';

/** The provider's discovery, token and userinfo requests give up after this long (openid-client's default is 3.5 s). */
const HTTP_TIMEOUT_MS = 10_000;
custom.setHttpOptionsDefaults({ timeout: HTTP_TIMEOUT_MS });
export const SSO_NOT_SET_UP = 'Single sign-on is not set up on this server';

/**
 * The client of the configured provider, from its discovery document: fetched on the first sign-in (the provider may
 * start after Heirloom) and kept; a failed discovery is tried again at the next sign-in.
 */
@Injectable()
export class OidcClientSource {
  private client: Promise<BaseClient> | null = null;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** The configuration; 404 when single sign-on is not set up. */
  get settings(): OidcConfig {
    if (!this.config.oidc) throw new NotFoundException(SSO_NOT_SET_UP);
    return this.config.oidc;
  }

  get(): Promise<BaseClient> {
    const settings = this.settings;
    this.client ??= this.discover(settings).catch((error: Error) => {
      this.client = null;
      throw new SsoRefusal('unavailable', `Discovery at ${settings.issuerUrl} failed: ${error.message}`);
    });
    return this.client;
  }

  private async discover(settings: OidcConfig): Promise<BaseClient> {
    const issuer = await Issuer.discover(settings.issuerUrl);
    return new issuer.Client({ client_id: settings.clientId, client_secret: settings.clientSecret, response_types: ['code'] });
  }
}
