import { Response } from 'supertest';
import { addMember, createFamily, createUser, TestUser } from '../support/factories';
import { uploadPhoto } from '../support/photos';
import { TestApp } from '../support/test-app';
import { PathIds } from './hostile-input.corpus';

/** A stack frame, a source path or an exception class name: nothing of the kind may reach a client. */
const STACK_TRACE = /\bat [\w.<>]+ \(|\.(?:ts|js):\d+|node_modules|TypeError|QueryFailedError|ER_[A-Z_]+|SQLITE_/;

/** What is wrong with an answer to a hostile request, or null when it is the 4xx `{error}` it should be. */
export function judge(response: Response, statuses: readonly number[], field?: string): string | null {
  const text = response.text ?? '';
  if (STACK_TRACE.test(text)) return `leaks internals: ${text.slice(0, 200)}`;
  if (!statuses.includes(response.status)) return `answered ${response.status} ${text.slice(0, 200)}`;
  const body = response.body as Record<string, unknown>;
  if (typeof body?.error !== 'string' || body.error.trim() === '' || Object.keys(body).length !== 1) return `body is not {error}: ${text.slice(0, 200)}`;
  if (field && response.status === 400 && !body.error.toLowerCase().includes(field.toLowerCase())) return `message does not name ${field}: ${body.error}`;
  return null;
}

/** One hostile request: what it answers must be one of `statuses` (400 unless said), naming `field` when a 400. */
export interface HostileCase {
  label: string;
  send: () => PromiseLike<Response>;
  statuses?: readonly number[];
  field?: string;
}

/** A running API (with its worker in scaled mode), its platform admin, and a row behind every kind of path id. */
export interface HostileWorld {
  app: TestApp;
  admin: TestUser;
  ids: PathIds;
}

/**
 * The world of a describe block: started before its tests, stopped after them. The answer is filled in place when
 * the world starts, so closures taken at definition time (batches, health checks) see it.
 */
export function useHostileWorld(): HostileWorld {
  const world = {} as HostileWorld;
  beforeAll(async () => {
    Object.assign(world, await startHostileWorld());
  });
  afterAll(async () => {
    await world.app?.stop();
  });
  return world;
}

export async function startHostileWorld(): Promise<HostileWorld> {
  const app = await TestApp.start({ worker: true, env: { MAX_UPLOAD_MB: '2', MAX_VIDEO_MB: '2.5' } });
  const admin = await createUser(app, { name: 'Hostile Admin' });
  const member = await createUser(app);
  const familyId = await createFamily(admin);
  const memberId = await addMember(admin, familyId, member);
  const photo = await uploadPhoto(admin, familyId);
  const story = (await admin.agent.post(`/api/photos/${photo.id}/stories`).send({ content: 'A story' }).expect(201)).body.story;
  const comment = (await admin.agent.post(`/api/photos/${photo.id}/comments`).send({ content: 'A comment' }).expect(201)).body.comment;
  const invitation = (await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email: 'invited@example.com' }).expect(201)).body.invitation;
  // A person tagged on the photo (the tag routes change or remove that tag).
  const person = (await admin.agent.post(`/api/families/${familyId}/people`).send({ name: 'A person' }).expect(201)).body.person;
  await admin.agent.post(`/api/photos/${photo.id}/people`).send({ person_id: person.id }).expect(201);
  const album = (await admin.agent.post(`/api/families/${familyId}/albums`).send({ name: 'An album' }).expect(201)).body.album;
  const shareLink = (await admin.agent.post(`/api/albums/${album.id}/share-links`).send({}).expect(201)).body.share_link;
  const ids: PathIds = {
    familyId: String(familyId),
    photoId: String(photo.id),
    storyId: String(story.id),
    commentId: String(comment.id),
    memberId: String(memberId),
    invitationId: String(invitation.id),
    userId: String(member.id),
    backupId: '1',
    albumId: String(album.id),
    token: 'a'.repeat(43),
    kind: 'heart',
    personId: String(person.id),
    // No device has it: a hostile request must not end the admin's own session.
    sessionId: '999999',
    shareLinkId: String(shareLink.id),
    // A real link: a hostile photo id under it is refused by its pipe (400), not looked up.
    shareToken: new URL(shareLink.url).pathname.split('/').pop()!,
  };
  return { app, admin, ids };
}

/** The server still answers, after a batch of hostile requests. */
export async function expectHealthy({ app, admin }: HostileWorld): Promise<void> {
  await app.request().get('/api/health').expect(200);
  await admin.agent.get('/api/auth/me').expect(200);
}

/** Sends every case of a batch in order (they share one server), then checks that the server is still up. */
export async function runBatch(world: HostileWorld, cases: HostileCase[]): Promise<void> {
  const failures: string[] = [];
  for (const { label, send, statuses = [400], field } of cases) {
    const problem = judge(await send(), statuses, field);
    if (problem) failures.push(`${label}: ${problem}`);
  }
  await expectHealthy(world);
  expect(failures).toEqual([]);
}
