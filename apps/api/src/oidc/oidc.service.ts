import { AppConfig, InjectConfig } from '@heirloom/config';
import { IdentityKey, UserIdentitiesRepository, UsersRepository } from '@heirloom/database';
import { ConflictException, ForbiddenException, Injectable, Logger } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { errors, generators, TokenSet, UnknownObject } from 'openid-client';
import { AuditService } from '../audit/audit.service';
import { AccountCreation } from '../auth/account-creation';
import { SigningInUser } from '../auth/auth-user';
import { isUniqueViolation } from '../common/database/unique-violation';
import { OidcClientSource } from './oidc-client.source';
import { FLOW_MS, OidcFlow } from './oidc-flow';
import { identityFromClaims, OidcIdentity } from './oidc-identity';
import { SsoRefusal } from './sso-refusal';

const SCOPE = 'openid email profile';
/** Network failures of a request to the provider (openid-client uses got). */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** An account that single sign-on signs in; its two-factor sign-in, when on, still asks for its second step. */
export type SsoUser = SigningInUser & { totpEnabledAt: Date | null };

/** A finished sign-in at the provider: the account, and the ID token (the hint of RP-initiated logout). */
export interface SsoSignInResult {
  user: SsoUser;
  idToken: string | null;
}

/**
 * Single sign-on with OpenID Connect, authorization code flow with PKCE (S256), state and nonce. The provider is
 * trusted for who the person is; the account's own second step (TOTP) still applies after it.
 */
@Injectable()
export class OidcService {
  private readonly logger = new Logger(OidcService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly clients: OidcClientSource,
    private readonly users: UsersRepository,
    private readonly identities: UserIdentitiesRepository,
    private readonly accounts: AccountCreation,
    private readonly audit: AuditService,
  ) {}

  /** Starts a sign-in: the provider's authorization URL, and the flow the session keeps until the callback. */
  async begin(redirectUri: string, returnTo: string | null, now = Date.now()): Promise<{ url: string; flow: OidcFlow }> {
    const client = await this.clients.get();
    const flow: OidcFlow = { state: generators.state(), nonce: generators.nonce(), codeVerifier: generators.codeVerifier(), redirectUri, returnTo, until: now + FLOW_MS };
    const url = client.authorizationUrl({
      scope: SCOPE,
      redirect_uri: redirectUri,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: generators.codeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, flow };
  }

  /**
   * The provider's answer: checks the state, exchanges the code with the PKCE verifier, validates the ID token (its
   * signature, issuer, audience, nonce), completes the claims from userinfo, then signs the person in.
   */
  async complete(flow: OidcFlow | null, callback: IncomingMessage): Promise<SsoSignInResult> {
    if (!flow) throw new SsoRefusal('expired', 'No single sign-on under way in this session');
    const client = await this.clients.get();
    let claims: UnknownObject;
    let idToken: string | null;
    try {
      const tokens: TokenSet = await client.callback(flow.redirectUri, client.callbackParams(callback), {
        state: flow.state,
        nonce: flow.nonce,
        code_verifier: flow.codeVerifier,
        response_type: 'code',
      });
      claims = tokens.claims();
      idToken = tokens.id_token ?? null;
      // Many providers put the e-mail in the ID token; the others (and oidc-provider by default) only in userinfo.
      if (claims.email === undefined || claims.email_verified === undefined) claims = { ...(await client.userinfo(tokens)), ...claims };
    } catch (error) {
      throw this.refusalOf(error);
    }
    const user = await this.signIn(identityFromClaims(String(client.issuer.metadata.issuer), claims)).catch(async (error: unknown) => {
      if (error instanceof SsoRefusal) await this.audit.record({ action: 'sign_in.failed', actor: null, details: { stage: 'sso', reason: error.code } });
      throw error;
    });
    // With two-factor sign-in the sign-in succeeds at its second step (TwoFactorService.finishSignIn).
    if (!user.totpEnabledAt) await this.audit.record({ action: 'sign_in.succeeded', actor: user, target: { type: 'user', id: user.id, label: user.name }, details: { method: 'sso' } });
    return { user, idToken };
  }

  /**
   * Signs in the person the provider vouches for, the one place where single sign-on decides which account that is:
   * the account linked to the identity (issuer and subject); else, only for an address the provider says is
   * verified, the account of that address, which is linked now; else a new account (if REGISTRATION lets the address
   * in), linked. Nothing here says whether an address has an account to someone who has not proved it is theirs.
   */
  async signIn(identity: OidcIdentity): Promise<SsoUser> {
    const key: IdentityKey = { issuer: identity.issuer, subject: identity.subject };
    const linked = await this.identities.getUserId(key);
    if (linked !== null) return this.withSessionKey(linked);
    if (!identity.emailVerified || !identity.email) throw new SsoRefusal('unverified_email', `The provider does not vouch for the address of ${identity.subject}`);
    const existing = await this.users.getByEmail(identity.email);
    if (existing) return this.linkExisting(existing.id, existing.emailVerifiedAt !== null, key);
    return this.create(identity, key);
  }

  private async linkExisting(userId: number, verified: boolean, key: IdentityKey): Promise<SsoUser> {
    if (await this.identities.hasIdentityAt(userId, key.issuer)) {
      throw new SsoRefusal('account_conflict', `Account ${userId} is linked to another subject of ${key.issuer}`);
    }
    try {
      if (verified) {
        await this.identities.link(userId, key);
      } else {
        // Nobody proved this address before the provider did: whoever registered it may not be its owner (account
        // pre-hijacking), so the account is handed over clean.
        await this.identities.claimUnverified(userId, key, await this.unusablePasswordHash(), new Date());
        this.logger.log(`Account ${userId} was claimed by single sign-on: its address was unverified, its password and sessions ended`);
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw new SsoRefusal('failed', `Identity ${key.subject} was linked meanwhile`);
      throw error;
    }
    this.logger.log(`Account ${userId} is now linked to ${key.issuer}`);
    return this.withSessionKey(userId);
  }

  private async create(identity: OidcIdentity, key: IdentityKey): Promise<SsoUser> {
    try {
      const { user } = await this.accounts.create(
        { email: identity.email!, name: identity.name, passwordHash: await this.unusablePasswordHash(), hasPassword: false, emailVerifiedAt: new Date() },
        (row) => this.identities.createUser(row, key),
      );
      this.logger.log(`Account ${user.id} was created by single sign-on`);
      return Object.assign(user, { totpEnabledAt: null });
    } catch (error) {
      if (error instanceof ForbiddenException) throw new SsoRefusal('registration', error.message);
      if (error instanceof ConflictException) throw new SsoRefusal('failed', 'The address or identity was taken meanwhile');
      throw error;
    }
  }

  private async withSessionKey(userId: number): Promise<SsoUser> {
    const user = await this.users.getById(userId);
    if (!user) throw new SsoRefusal('failed', `Account ${userId} is gone`);
    // A row restored from an archive older than session keys has none yet: it gets one now.
    const sessionKey = (await this.users.getSessionKey(userId)) ?? (await this.users.rotateSessionKey(userId));
    return Object.assign(user, { sessionKey });
  }

  /**
   * An account made or claimed by single sign-on has no password anyone knows: a hash of 32 random bytes (and
   * `hasPassword` false). "Forgot password?" or the Account page can give it one (where password sign-in is allowed).
   */
  private unusablePasswordHash(): Promise<string> {
    return bcrypt.hash(randomBytes(32).toString('base64url'), this.config.bcryptRounds);
  }

  private refusalOf(error: unknown): unknown {
    if (error instanceof errors.OPError) {
      return new SsoRefusal(error.error === 'access_denied' ? 'denied' : 'failed', `The provider answered ${error.error}: ${error.error_description ?? ''}`);
    }
    if (error instanceof errors.RPError) {
      const stateMismatch = /^state (mismatch|missing)/.test(error.message);
      return new SsoRefusal(stateMismatch ? 'expired' : 'failed', error.message);
    }
    const code = (error as { code?: string }).code;
    if ((error as Error).name === 'TimeoutError' || (code && UNREACHABLE.has(code))) return new SsoRefusal('unavailable', (error as Error).message);
    return error;
  }
}
