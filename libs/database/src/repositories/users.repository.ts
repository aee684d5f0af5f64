import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, LessThan, Repository } from 'typeorm';
import { Family, FamilyMember, Invitation, User } from '../entities';
import { definedChanges } from '../query/defined-changes';
import { PLACEHOLDER, RawRowReader, sqlOf } from '../query/raw-row-reader';
import { newSessionKey } from './session-key';

export type UserChanges = Partial<Pick<User, 'name' | 'isAdmin'>>;

/** A new account, its password already hashed. */
export type NewUser = Pick<User, 'email' | 'name' | 'passwordHash' | 'isAdmin' | 'sessionKey' | 'emailVerifiedAt'> & Partial<Pick<User, 'hasPassword'>>;

const SESSION_USER_FIELDS = ['id', 'email', 'name', 'isAdmin', 'createdAt', 'lastSeenAt', 'emailVerifiedAt'] as const;

/** The columns of a signed-in account that every request reads. */
export type SessionUser = Pick<User, (typeof SESSION_USER_FIELDS)[number]>;

/** What a removed account leaves to delete once its rows are gone: its photos' files, and the families it emptied. */
export interface RemovedAccount {
  fileKeys: string[];
  emptiedFamilyIds: number[];
}

interface PhotoKeysRow {
  original_key: string;
  thumbnail_key: string;
  preview_key: string;
  /** A video's playback copy, when it has one. */
  playback_key: string | null;
}

/** Queries on users; e-mails arrive already trimmed and lower-cased. */
@Injectable()
export class UsersRepository {
  /**
   * The session's user, read on every request: the SessionUser columns by one statement built once, no entity, and
   * only while the account's session key is the one the session was issued with.
   */
  private readonly sessionUsers: RawRowReader<User, (typeof SESSION_USER_FIELDS)[number]>;
  private readonly sessionUserSql: string;

  constructor(@InjectRepository(User) private readonly users: Repository<User>) {
    this.sessionUsers = new RawRowReader(users, 'u', SESSION_USER_FIELDS);
    this.sessionUserSql = sqlOf(this.sessionUsers.query().where('u.id = :id AND u.sessionKey = :key', { id: PLACEHOLDER, key: PLACEHOLDER }), 2);
  }

  getById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  getByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** The same user with the password hash and the session key, which are not selected by default. */
  getCredentials(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect(['user.passwordHash', 'user.sessionKey'])
      .where('user.email = :email', { email })
      .getOne();
  }

  /**
   * Gives the account a new session key and answers it: every session issued before ends at its next request, on
   * every API process (the key is read with the session's user). A caller that keeps the current browser signed in
   * (a password change) signs it in again with the new key.
   */
  async rotateSessionKey(id: number): Promise<string> {
    const sessionKey = newSessionKey();
    await this.users.update({ id }, { sessionKey });
    return sessionKey;
  }

  /** The account's password hash (not selected by default), or null when there is no such account. */
  async getPasswordHash(id: number): Promise<string | null> {
    const row = await this.users.createQueryBuilder('user').addSelect('user.passwordHash').where('user.id = :id', { id }).getOne();
    return row?.passwordHash ?? null;
  }

  /** Sets a new password hash and a new session key (every session ends), in one statement; answers the key. */
  async setPassword(id: number, passwordHash: string): Promise<string> {
    const sessionKey = newSessionKey();
    await this.users.update({ id }, { passwordHash, hasPassword: true, sessionKey });
    return sessionKey;
  }

  /**
   * The families in which the account is the only admin while others are members: they would be left to whoever
   * joined first, so the account hands over before it deletes itself. (A family of one goes with its account.)
   */
  async familiesAwaitingHandover(userId: number): Promise<Array<Pick<Family, 'id' | 'name'>>> {
    const adminOf = await this.users.manager.find(FamilyMember, { where: { userId, role: 'admin' }, relations: { family: true }, order: { familyId: 'ASC' } });
    const waiting: Array<Pick<Family, 'id' | 'name'>> = [];
    for (const { familyId, family } of adminOf) {
      const [admins, members] = await Promise.all([
        this.users.manager.countBy(FamilyMember, { familyId, role: 'admin' }),
        this.users.manager.countBy(FamilyMember, { familyId }),
      ]);
      if (admins === 1 && members > 1) waiting.push({ id: familyId, name: family!.name });
    }
    return waiting;
  }

  /** The account's current session key (not selected by default); null when there is no such account or none yet. */
  async getSessionKey(id: number): Promise<string | null> {
    const row = await this.users.createQueryBuilder('user').addSelect('user.sessionKey').where('user.id = :id', { id }).getOne();
    return row?.sessionKey ?? null;
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /** The account, or null when it is gone or its session key is no longer `sessionKey` (the session has ended). */
  async getSessionUser(id: number, sessionKey: string): Promise<SessionUser | null> {
    const [row] = await this.users.query(this.sessionUserSql, [id, sessionKey]);
    return row ? this.sessionUsers.read(row) : null;
  }

  /** Adds an account; a taken address fails with the database's unique violation. */
  create(user: NewUser): Promise<User> {
    return this.users.save(this.users.create(user));
  }

  /** Whether no account is older than this one (ids only grow): the installation's first. */
  async isOldest(id: number): Promise<boolean> {
    return (await this.users.countBy({ id: LessThan(id) })) === 0;
  }

  touchLastSeen(id: number, at: Date): Promise<unknown> {
    return this.users.update({ id }, { lastSeenAt: at });
  }

  setAdmin(id: number, isAdmin: boolean): Promise<unknown> {
    return this.users.update({ id }, { isAdmin });
  }

  /** The installation's first account: platform admin, its address taken as verified. */
  makeFirstAccount(id: number, verifiedAt: Date): Promise<unknown> {
    return this.users.update({ id }, { isAdmin: true, emailVerifiedAt: verifiedAt });
  }

  /**
   * Whether the account's address is verified: marking it keeps the time it was first verified (a platform admin
   * vouching for it, as its mailed link would); unmarking asks for it to be proved again.
   */
  async setEmailVerified(id: number, verified: boolean, at: Date): Promise<void> {
    if (verified) await this.users.update({ id, emailVerifiedAt: IsNull() }, { emailVerifiedAt: at });
    else await this.users.update({ id }, { emailVerifiedAt: null });
  }

  /** Deletes an account that owns nothing yet (a registration refused after its row was written). */
  async delete(id: number): Promise<void> {
    await this.users.delete({ id });
  }

  /** False when no account uses the e-mail address. */
  async setAdminByEmail(email: string, isAdmin: boolean): Promise<boolean> {
    const result = await this.users.update({ email }, { isAdmin });
    return Boolean(result.affected);
  }

  /** Fields left undefined stay as they are. */
  async update(id: number, changes: UserChanges): Promise<void> {
    const given = definedChanges(changes);
    if (Object.keys(given).length > 0) await this.users.update({ id }, given);
  }

  /**
   * Deletes an account and everything that is theirs in one transaction: their photos (stories and comments go with
   * them by foreign key), their stories and comments elsewhere, memberships and invitations. A family left without
   * an admin gets its longest-standing member promoted; a family left empty is deleted. Null when there is no such
   * account. The files are the caller's to delete, after this has committed.
   */
  removeAccount(userId: number): Promise<RemovedAccount | null> {
    return this.users.manager.transaction(async (manager) => {
      const user = await manager.findOneBy(User, { id: userId });
      if (!user) return null;
      const photos: PhotoKeysRow[] = await manager
        .createQueryBuilder()
        .select(['p.original_key AS original_key', 'p.thumbnail_key AS thumbnail_key', 'p.preview_key AS preview_key', 'p.playback_key AS playback_key'])
        .from('photos', 'p')
        .where('p.uploaded_by = :userId', { userId })
        .getRawMany();
      const familyIds = (await manager.findBy(FamilyMember, { userId })).map((m) => m.familyId);

      await manager.createQueryBuilder().delete().from('photos').where('uploaded_by = :userId', { userId }).execute();
      // Their words elsewhere go by statement, not by the users foreign key: MariaDB fires no trigger for rows a
      // cascade deletes, and the search versions must see them go (search-versions.schema.ts).
      for (const table of ['comments', 'stories']) await manager.createQueryBuilder().delete().from(table).where('author_id = :userId', { userId }).execute();
      await manager.delete(Invitation, { email: user.email });
      await manager.delete(User, { id: userId });

      const emptiedFamilyIds: number[] = [];
      for (const familyId of familyIds) {
        if (await this.settleFamily(manager, familyId)) emptiedFamilyIds.push(familyId);
      }
      return { fileKeys: photos.flatMap((p) => [p.original_key, p.thumbnail_key, p.preview_key, ...(p.playback_key ? [p.playback_key] : [])]), emptiedFamilyIds };
    });
  }

  /** Deletes a family with no member left (true), or promotes its longest-standing member if no admin is left. */
  private async settleFamily(manager: EntityManager, familyId: number): Promise<boolean> {
    const members = await manager.find(FamilyMember, { where: { familyId }, order: { joinedAt: 'ASC', id: 'ASC' } });
    if (members.length === 0) {
      await manager.delete(Family, { id: familyId });
      return true;
    }
    if (!members.some((m) => m.role === 'admin')) await manager.update(FamilyMember, { id: members[0].id }, { role: 'admin' });
    return false;
  }
}
