import { addMember, createUser, TestUser } from '../support/factories';
import { uploadPhoto } from '../support/photos';
import { familyWithPhoto } from '../support/stories';
import { TestApp } from '../support/test-app';

/** Reactions on photos (issue 16): five kinds, one of each per member, counts on every photo response. */
describe('Reactions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** A family (admin, member uploader, another member, outsider) with a photo the member added. */
  async function photoOfFamily() {
    const family = await familyWithPhoto(app, 'Picnic');
    const other = await createUser(app, { name: 'Olga Other' });
    await addMember(family.admin, family.familyId, other);
    return { ...family, other };
  }

  const react = (user: TestUser, photoId: number, kind: string) => user.agent.put(`/api/photos/${photoId}/reactions/${kind}`);

  it('counts each kind once per member, says which are mine, and answers the photo’s reactions after each change', async () => {
    const { admin, member, other, photoId } = await photoOfFamily();
    expect((await react(admin, photoId, 'heart').expect(200)).body).toEqual({ reactions: [{ kind: 'heart', count: 1, mine: true }] });
    // A second PUT of the same kind changes nothing.
    expect((await react(admin, photoId, 'heart').expect(200)).body).toEqual({ reactions: [{ kind: 'heart', count: 1, mine: true }] });
    await react(other, photoId, 'clap').expect(200);
    expect((await react(other, photoId, 'heart').expect(200)).body).toEqual({
      reactions: [
        { kind: 'heart', count: 2, mine: true },
        { kind: 'clap', count: 1, mine: true },
      ],
    });
    // The photo response carries them as its viewer sees them.
    expect((await member.agent.get(`/api/photos/${photoId}`).expect(200)).body.photo.reactions).toEqual([
      { kind: 'heart', count: 2, mine: false },
      { kind: 'clap', count: 1, mine: false },
    ]);
    expect((await admin.agent.get(`/api/photos/${photoId}`).expect(200)).body.photo.reactions).toEqual([
      { kind: 'heart', count: 2, mine: true },
      { kind: 'clap', count: 1, mine: false },
    ]);

    // Taking one back: the kind disappears when nobody is left.
    expect((await other.agent.delete(`/api/photos/${photoId}/reactions/clap`).expect(200)).body).toEqual({ reactions: [{ kind: 'heart', count: 2, mine: true }] });
    expect((await other.agent.delete(`/api/photos/${photoId}/reactions/clap`).expect(200)).body).toEqual({ reactions: [{ kind: 'heart', count: 2, mine: true }] });
  });

  it('lists who reacted with each kind, in the fixed order of kinds', async () => {
    const { admin, member, other, photoId } = await photoOfFamily();
    for (const kind of ['sad', 'heart', 'laugh', 'wow', 'clap']) await react(admin, photoId, kind).expect(200);
    await react(other, photoId, 'wow').expect(200);
    const { body } = await member.agent.get(`/api/photos/${photoId}/reactions`).expect(200);
    expect(body.reactions.map((r: { kind: string }) => r.kind)).toEqual(['heart', 'laugh', 'wow', 'sad', 'clap']);
    expect(body.reactions[2]).toEqual({
      kind: 'wow',
      count: 2,
      mine: false,
      people: [
        { id: admin.id, name: 'Ada Admin' },
        { id: other.id, name: 'Olga Other' },
      ],
    });
  });

  it('shows the counts on every list of photos, read for the whole page at once', async () => {
    const { admin, member, other, familyId, photoId } = await photoOfFamily();
    const second = await uploadPhoto(admin, familyId, { description: 'Second' });
    await react(other, photoId, 'laugh').expect(200);
    await react(member, second.id, 'heart').expect(200);
    await react(other, second.id, 'heart').expect(200);
    const reactionsIn = (photos: Array<{ id: number; reactions: unknown }>) => Object.fromEntries(photos.map((p) => [p.id, p.reactions]));

    const expected = {
      [photoId]: [{ kind: 'laugh', count: 1, mine: true }],
      [second.id]: [{ kind: 'heart', count: 2, mine: true }],
    };
    expect(reactionsIn((await other.agent.get(`/api/families/${familyId}/photos`).expect(200)).body.photos)).toEqual(expected);
    expect(reactionsIn((await other.agent.get('/api/timeline').query({ family_ids: familyId }).expect(200)).body.photos)).toEqual(expected);
    // A fresh upload has none.
    expect((await uploadPhoto(admin, familyId)).reactions).toEqual([]);
  });

  it('refuses an unknown kind with 400, and is for members of the photo’s family only', async () => {
    const { admin, outsider, photoId } = await photoOfFamily();
    expect((await react(admin, photoId, 'angry').expect(400)).body).toEqual({ error: 'kind must be one of: heart, laugh, wow, sad, clap' });
    expect((await react(admin, photoId, 'HEART').expect(400)).body.error).toMatch(/^kind must be one of/);
    expect((await react(outsider, photoId, 'heart').expect(404)).body).toEqual({ error: 'Photo not found' });
    expect((await outsider.agent.delete(`/api/photos/${photoId}/reactions/heart`).expect(404)).body).toEqual({ error: 'Photo not found' });
    expect((await outsider.agent.get(`/api/photos/${photoId}/reactions`).expect(404)).body).toEqual({ error: 'Photo not found' });
    await app.request().put(`/api/photos/${photoId}/reactions/heart`).expect(401);
    await react(admin, 999_999, 'heart').expect(404);
  });

  it('goes with its photo', async () => {
    const { member, other, familyId } = await photoOfFamily();
    const photo = await uploadPhoto(member, familyId);
    await react(other, photo.id, 'heart').expect(200);
    await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
    await other.agent.get(`/api/photos/${photo.id}/reactions`).expect(404);
  });
});
