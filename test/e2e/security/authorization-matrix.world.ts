import { signInAgain } from '../support/backups';
import { PASSWORD, TestUser, addMember, createFamily, createUser, markVerified, mintVerificationToken, tokenOfLink } from '../support/factories';
import { createDownload } from '../support/downloads';
import { createPerson, tagPerson } from '../support/people';
import { binary, uploadPhoto } from '../support/photos';
import { videoFile } from '../support/videos';
import { createComment, createStory } from '../support/stories';
import { createShareLink, sharedApi } from '../support/share-links';
import { TestApp } from '../support/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Who calls. `owner` is the person the resource belongs to: the uploader of the photo, the author of the story or
 * comment, the member being removed or promoted, the invitee of an invitation. Owner and member are both plain
 * members of the family, so where the two answers differ the rule really looks at ownership.
 */
export const ROLES = ['anonymous', 'outsider', 'member', 'familyAdmin', 'owner', 'platformAdmin'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

/** An account and a session cookie of its own, kept apart from the factories' agents. */
export interface Account {
  user: TestUser;
  cookie: string;
}

/** A word that only the seeded family's description, photo, story and comment contain, to see whether a search leaks them. */
export const SECRET_WORD = 'Zanzibarwedding';

/**
 * One family with an admin, a plain member and an owner (a plain member who uploaded the photo and wrote its story
 * and comment), an outsider, and the platform admin (the first account, in no family). Requests that would destroy
 * what they touch take a fresh resource from the `new…` methods, so the routes can run in any order.
 */
export class AuthorizationWorld {
  private constructor(
    readonly app: TestApp,
    readonly accounts: Record<SignedInRole, Account>,
    readonly familyId: number,
    readonly photoId: number,
    readonly storyId: number,
    readonly commentId: number,
  ) {}

  /** A completed backup (made once the rest is seeded). */
  backupId = 0;
  /** A video of the family (an H.264 MP4 the owner uploaded), read by the worker: its playback is ready. */
  videoId = 0;
  /** A person the owner added, named with the family's word, tagged by the owner with a box on the photo. */
  personId = 0;

  static async seed(app: TestApp): Promise<AuthorizationWorld> {
    const platformAdmin = await createUser(app, { name: 'Pat Platform' });
    if (!platformAdmin.isAdmin) throw new Error('The first account must be platform admin: the matrix needs a fresh database');
    const [familyAdmin, member, owner, outsider] = [
      await createUser(app, { name: 'Ada Admin' }),
      await createUser(app, { name: 'Max Member' }),
      await createUser(app, { name: 'Olive Owner' }),
      await createUser(app, { name: 'Otto Outsider' }),
    ];
    const familyId = await createFamily(familyAdmin, 'The Testers', `Our ${SECRET_WORD} album`);
    await addMember(familyAdmin, familyId, member);
    await addMember(familyAdmin, familyId, owner);
    const photo = await uploadPhoto(owner, familyId, { description: `${SECRET_WORD} on the beach`, location: 'Stone Town' });
    const story = await createStory(owner, photo.id, { content: `The ${SECRET_WORD} was lovely` });
    const comment = await createComment(owner, photo.id, `${SECRET_WORD}!`);
    const users = { platformAdmin, familyAdmin, member, owner, outsider };
    const accounts = Object.fromEntries(
      await Promise.all(Object.entries(users).map(async ([role, user]) => [role, { user, cookie: await signIn(app, user) }])),
    ) as Record<SignedInRole, Account>;
    const world = new AuthorizationWorld(app, accounts, familyId, photo.id, story.id, comment.id);
    world.videoId = (await uploadPhoto(owner, familyId, {}, await videoFile())).id;
    world.personId = (await createPerson(owner, familyId, { name: `${SECRET_WORD} Grandma` })).id;
    await tagPerson(owner, photo.id, world.personId, { x: 0.1, y: 0.1, width: 0.5, height: 0.5 });
    await app.drainJobs();
    world.backupId = await world.newBackup();
    return world;
  }

  /** A second session of the role's account, for requests that end or replace the session they are sent with. */
  async freshSession(role: Role): Promise<Account | null> {
    if (role === 'anonymous') return null;
    const { user } = this.accounts[role];
    return { user, cookie: await signIn(this.app, user) };
  }

  async newAccount(): Promise<Account> {
    const user = await createUser(this.app);
    return { user, cookie: await signIn(this.app, user) };
  }

  /** A new plain member of the family: their member id and their account. */
  async newMember(): Promise<{ memberId: number; account: Account }> {
    const account = await this.newAccount();
    return { memberId: await addMember(this.accounts.familyAdmin.user, this.familyId, account.user), account };
  }

  /**
   * A pending invitation into the family for a new account whose address is verified (so that, as the invitee, it may
   * decline), with the token of the link the family's admins copy.
   */
  async newInvitation(): Promise<{ id: number; token: string; invitee: Account }> {
    const invitee = await this.newAccount();
    await markVerified(this.app, invitee.user);
    const created = await this.accounts.familyAdmin.user.agent
      .post(`/api/families/${this.familyId}/invitations`)
      .send({ email: invitee.user.email })
      .expect(201);
    return { id: created.body.invitation.id, token: tokenOfLink(created.body.invitation.link), invitee };
  }

  /** The token of an address check of a new account, as its mail job would have minted it (this app has no SMTP). */
  async newVerificationToken(): Promise<string> {
    return mintVerificationToken(this.app, (await this.newAccount()).user);
  }

  /** A new family run by the family admin, with the plain member and the owner in it. */
  async newFamily(): Promise<number> {
    const familyId = await createFamily(this.accounts.familyAdmin.user, 'Short-lived family');
    await addMember(this.accounts.familyAdmin.user, familyId, this.accounts.member.user);
    await addMember(this.accounts.familyAdmin.user, familyId, this.accounts.owner.user);
    return familyId;
  }

  async newPhoto(): Promise<number> {
    return (await uploadPhoto(this.accounts.owner.user, this.familyId)).id;
  }

  /** An album the owner made, holding the seeded photo. */
  async newAlbum(): Promise<number> {
    const owner = this.accounts.owner.user;
    const album = (await owner.agent.post(`/api/families/${this.familyId}/albums`).send({ name: `${SECRET_WORD} album` }).expect(201)).body.album;
    await owner.agent.post(`/api/albums/${album.id}/photos`).send({ photo_ids: [this.photoId] }).expect(200);
    return album.id;
  }

  /**
   * The API path of a new share link the owner made (`/api/shared/<token>`), downloads allowed: of a new album holding
   * the seeded photo, or of one photo (the seeded video for its playback). With a password when given one.
   */
  async newShareLink(target: { photoId: number } | 'album' = 'album', password?: string): Promise<{ id: number; path: string }> {
    const body = { allow_download: true, ...(password ? { password } : {}) };
    const link = target === 'album' ? await createShareLink(this.accounts.owner.user, 'album', await this.newAlbum(), body) : await createShareLink(this.accounts.owner.user, 'photo', target.photoId, body);
    return { id: link.id, path: sharedApi(link) };
  }

  /** A photo of the owner's, with its thumbnail made, moved to the family's trash. */
  async newTrashedPhoto(): Promise<number> {
    const id = await this.newPhoto();
    await this.app.drainJobs();
    await this.accounts.owner.user.agent.delete(`/api/photos/${id}`).expect(204);
    return id;
  }

  /** The url of a zip of the seeded photo, made by the owner (a download link works for its maker only). */
  async newDownload(): Promise<string> {
    return (await createDownload(this.accounts.owner.user, this.familyId, [this.photoId])).url;
  }

  async newStory(): Promise<number> {
    return (await createStory(this.accounts.owner.user, this.photoId)).id;
  }

  /** A new person the owner added. */
  async newPerson(): Promise<number> {
    return (await createPerson(this.accounts.owner.user, this.familyId, { name: 'Short-lived person' })).id;
  }

  /** The path of a new tag: a new person the owner tagged on the seeded photo (which the owner uploaded). */
  async newTag(): Promise<string> {
    const personId = await this.newPerson();
    await tagPerson(this.accounts.owner.user, this.photoId, personId);
    return `/api/photos/${this.photoId}/people/${personId}`;
  }

  async newComment(): Promise<number> {
    return (await createComment(this.accounts.owner.user, this.photoId)).id;
  }

  /** A completed backup of the data as it is now. */
  /** The seeded backup's archive, as its download gives it. */
  async backupArchive(): Promise<Buffer> {
    const download = await this.accounts.platformAdmin.user.agent.get(`/api/admin/backup/${this.backupId}/download`).buffer(true).parse(binary).expect(200);
    return download.body as Buffer;
  }

  async newBackup(): Promise<number> {
    await this.app.drainJobs();
    const created = await this.accounts.platformAdmin.user.agent.post('/api/admin/backup/create').expect(202);
    const backup = await this.waitForBackup(created.body.backup.id, (b) => b.status !== 'queued' && b.status !== 'running');
    if (backup.status !== 'completed') throw new Error(`Backup ${backup.id} ended ${backup.status}: ${backup.error}`);
    return backup.id;
  }

  /**
   * Waits until no restore is queued or running, and past the restore lock's one-second cache, so that the writes
   * of the next routes are not refused with 503. A restore ends every session: every account signs in again.
   */
  async waitForRestores(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { status, body } = await this.accounts.platformAdmin.user.agent.get('/api/admin/backup/list');
      if (status === 401) {
        await signInAgain(this.accounts.platformAdmin.user);
        continue;
      }
      if (status !== 200) throw new Error(`Listing backups answered ${status} ${JSON.stringify(body)}`);
      const backups: BackupState[] = body.backups;
      const failed = backups.find((b) => b.restore_status === 'failed');
      if (failed) throw new Error(`Restore of backup ${failed.id} failed: ${failed.restore_error}`);
      if (!backups.some((b) => b.restore_status === 'queued' || b.restore_status === 'running')) break;
      if (Date.now() > deadline) throw new Error(`A restore is still running after ${timeoutMs} ms`);
      await sleep(100);
    }
    for (const account of Object.values(this.accounts)) {
      await signInAgain(account.user);
      account.cookie = await signIn(this.app, account.user);
    }
    await sleep(1100);
  }

  private async waitForBackup(id: number, done: (backup: BackupState) => boolean, timeoutMs = 30_000): Promise<BackupState> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { body } = await this.accounts.platformAdmin.user.agent.get(`/api/admin/backup/${id}`).expect(200);
      if (done(body.backup)) return body.backup;
      if (Date.now() > deadline) throw new Error(`Backup ${id} still busy after ${timeoutMs} ms: ${JSON.stringify(body.backup)}`);
      await sleep(100);
    }
  }
}

interface BackupState {
  id: number;
  status: string;
  error: string | null;
  restore_status: string | null;
  restore_error: string | null;
}

/** Signs in without a cookie jar and answers the session cookie (name=value). */
async function signIn(app: TestApp, user: TestUser): Promise<string> {
  const response = await app.request().post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
  return String(response.headers['set-cookie'][0]).split(';')[0];
}
