import { AppConfig } from '@heirloom/config';
import { IdentityKey, User, UserIdentitiesRepository, UsersRepository } from '@heirloom/database';
import { ForbiddenException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { AccountCreation } from '../auth/account-creation';
import { OidcClientSource } from './oidc-client.source';
import { OidcIdentity } from './oidc-identity';
import { OidcService } from './oidc.service';
import { SsoRefusal } from './sso-refusal';

const ISSUER = 'https://id.example.com';
const identity = (fields: Partial<OidcIdentity> = {}): OidcIdentity => ({ issuer: ISSUER, subject: 'sub-1', email: 'ada@example.com', emailVerified: true, name: 'Ada', ...fields });

/** Accounts and identities in memory, recording what the service asked. */
class World {
  users = new Map<number, Partial<User>>();
  links: Array<IdentityKey & { userId: number }> = [];
  calls: string[] = [];
  refuseNewAccounts = false;

  readonly usersRepository = {
    getById: async (id: number) => (this.users.has(id) ? ({ id, ...this.users.get(id) } as User) : null),
    getByEmail: async (email: string) => {
      this.calls.push(`getByEmail ${email}`);
      const found = [...this.users].find(([, user]) => user.email === email);
      return found ? ({ id: found[0], ...found[1] } as User) : null;
    },
    getSessionKey: async () => 'key',
    rotateSessionKey: async () => 'rotated',
  } as unknown as UsersRepository;

  readonly identities = {
    getUserId: async ({ issuer, subject }: IdentityKey) => this.links.find((l) => l.issuer === issuer && l.subject === subject)?.userId ?? null,
    hasIdentityAt: async (userId: number, issuer: string) => this.links.some((l) => l.userId === userId && l.issuer === issuer),
    link: async (userId: number, key: IdentityKey) => {
      this.calls.push(`link ${userId}`);
      this.links.push({ userId, ...key });
    },
    claimUnverified: async (userId: number, key: IdentityKey) => {
      this.calls.push(`claim ${userId}`);
      this.links.push({ userId, ...key });
      return 'claimed-key';
    },
    createUser: async (row: Partial<User>, key: IdentityKey) => {
      const id = this.users.size + 1;
      this.users.set(id, row);
      this.links.push({ userId: id, ...key });
      return { id, ...row } as User;
    },
  } as unknown as UserIdentitiesRepository;

  readonly accounts = {
    create: async (fields: Partial<User>, insert: (row: Partial<User>) => Promise<User>) => {
      if (this.refuseNewAccounts) throw new ForbiddenException('New accounts are by invitation only');
      this.calls.push(`create ${fields.email}`);
      const user = await insert({ ...fields, isAdmin: false, sessionKey: 'new-key' });
      return { user: Object.assign(user, { sessionKey: 'new-key' }), first: false };
    },
  } as unknown as AccountCreation;

  service(): OidcService {
    return new OidcService({ bcryptRounds: 4 } as AppConfig, {} as OidcClientSource, this.usersRepository, this.identities, this.accounts, {} as AuditService);
  }
}

const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof SsoRefusal ? error.code : error));

describe(OidcService.name, () => {
  describe('signIn', () => {
    it('finds the account linked to the identity, whatever address or verification the provider now gives', async () => {
      const world = new World();
      world.users.set(1, { email: 'old@example.com', emailVerifiedAt: new Date() });
      world.links.push({ userId: 1, issuer: ISSUER, subject: 'sub-1' });
      const user = await world.service().signIn(identity({ email: 'new@example.com', emailVerified: false }));
      expect(user).toMatchObject({ id: 1, sessionKey: 'key' });
      expect(world.calls).toEqual([]);
    });

    it('refuses an unverified address before looking it up: nothing tells whether an account has it', async () => {
      const world = new World();
      world.users.set(1, { email: 'ada@example.com', emailVerifiedAt: new Date() });
      expect(await refusalOf(world.service().signIn(identity({ emailVerified: false })))).toBe('unverified_email');
      expect(await refusalOf(world.service().signIn(identity({ email: null, emailVerified: false })))).toBe('unverified_email');
      expect(world.calls).toEqual([]);
      expect(world.links).toEqual([]);
    });

    it('links the account of a verified address', async () => {
      const world = new World();
      world.users.set(1, { email: 'ada@example.com', emailVerifiedAt: new Date() });
      expect(await world.service().signIn(identity())).toMatchObject({ id: 1 });
      expect(world.calls).toEqual(['getByEmail ada@example.com', 'link 1']);
    });

    it('claims an account whose own address was never verified', async () => {
      const world = new World();
      world.users.set(1, { email: 'ada@example.com', emailVerifiedAt: null });
      expect(await world.service().signIn(identity())).toMatchObject({ id: 1 });
      expect(world.calls).toEqual(['getByEmail ada@example.com', 'claim 1']);
    });

    it('refuses to link an account linked to another subject of the same provider', async () => {
      const world = new World();
      world.users.set(1, { email: 'ada@example.com', emailVerifiedAt: new Date() });
      world.links.push({ userId: 1, issuer: ISSUER, subject: 'someone-else' });
      expect(await refusalOf(world.service().signIn(identity()))).toBe('account_conflict');
      expect(world.links).toHaveLength(1);
    });

    it('creates a verified account with the identity, or says REGISTRATION refused it', async () => {
      const world = new World();
      const user = await world.service().signIn(identity({ name: 'Ada Lovelace' }));
      expect(user).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', emailVerifiedAt: expect.any(Date), totpEnabledAt: null });
      // No password anyone knows: it confirms sensitive changes with the provider instead.
      expect(world.users.get(user.id)).toMatchObject({ hasPassword: false });
      expect(world.links).toEqual([{ userId: user.id, issuer: ISSUER, subject: 'sub-1' }]);
      const closed = new World();
      closed.refuseNewAccounts = true;
      expect(await refusalOf(closed.service().signIn(identity()))).toBe('registration');
    });
  });
});
