import { AppConfig, InjectConfig, OidcConfig } from '@heirloom/config';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import { BaseClient, custom, Issuer } from 'openid-client';
import { SsoRefusal } from './sso-refusal';

/** The provider's discovery, token and userinfo requests give up after this long (openid-client's default is 3.5 s). */
const HTTP_TIMEOUT_MS = 10_000;
custom.setHttpOptionsDefaults({ timeout: HTTP_TIMEOUT_MS });
export const SSO_NOT_SET_UP = 'Single sign-on is not set up on this server';

/** Where the provider sends the browser after it signed out: the sign-in page (registered at the provider). */
export const POST_LOGOUT_PATH = '/login';

/** APP_URL, else the origin the browser used (the provider accepts only registered addresses). */
export const appOrigin = (config: AppConfig, request: Request): string => config.appUrl ?? `${request.protocol}://${request.get('host')}`;

/**
 * The client of the configured provider, from its discovery document: fetched on the first sign-in (the provider may
 * start after Heirloom) and kept; a failed discovery is tried again at the next sign-in.
 */
@Injectable()
export class OidcClientSource {
  private readonly logger = new Logger(OidcClientSource.name);
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

  /**
   * RP-initiated logout: the provider's end_session_endpoint with the session's ID token as `id_token_hint`, the
   * sign-in page as `post_logout_redirect_uri`, and `client_id`; null when single sign-on is off, the provider
   * advertises no such endpoint, or it cannot be reached (signing out of Heirloom never waits on it).
   */
  async endSessionUrl(idToken: string | null, request: Request): Promise<string | null> {
    if (!this.config.oidc) return null;
    try {
      const client = await this.get();
      if (!client.issuer.metadata.end_session_endpoint) return null;
      return client.endSessionUrl({ ...(idToken ? { id_token_hint: idToken } : {}), post_logout_redirect_uri: `${appOrigin(this.config, request)}${POST_LOGOUT_PATH}` });
    } catch (error) {
      this.logger.warn(`No logout at the provider: ${(error as Error).message}`);
      return null;
    }
  }

  private async discover(settings: OidcConfig): Promise<BaseClient> {
    const issuer = await Issuer.discover(settings.issuerUrl);
    return new issuer.Client({ client_id: settings.clientId, client_secret: settings.clientSecret, response_types: ['code'] });
  }
}
