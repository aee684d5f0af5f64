import { AppConfig } from '@heirloom/config';
import { Photo, TrashRepository } from '@heirloom/database';
import { JobsHold } from '@heirloom/jobs';
import { ExpiredTrashSweeper, TrashPurger } from '@heirloom/processors';
import { DataSource } from 'typeorm';
import { backUpAndDownload, restoreThroughApi, signInAgain } from '../support/backups';
import { createDownload, postDownload } from '../support/downloads';
import { eventually } from '../support/eventually';
import { addMember, createFamilyWithRoles, createUser, TestUser } from '../support/factories';
import { createPerson, tagPerson } from '../support/people';
import { imageUrl, photoRows, storedFiles, uploadPhoto } from '../support/photos';
import { createComment, createStory } from '../support/stories';
import { TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The trash (issue 15): DELETE /photos/{id} moves a photo there, gone from every read until it is restored (whole,
 * search included) or deleted for good, by hand or by the purge after TRASH_DAYS.
 */
describe('Trash', () => {
  let app: TestApp;
  let root: TestUser;

  beforeAll(async () => {
    app = await TestApp.start({ worker: true });
    root = await createUser(app, { name: 'Platform Root' });
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** A family (admin, member, another member, outsider) with a photo the member uploaded, its story and comment, and a photo kept. */
  async function trashWorld() {
    const roles = await createFamilyWithRoles(app);
    const other = await createUser(app, { name: 'Olga Other' });
    await addMember(roles.admin, roles.familyId, other);
    const word = `zq${Math.random().toString(36).slice(2, 8)}`;
    const photo = await uploadPhoto(roles.member, roles.familyId, { description: `${word} sunset`, location: `${word}ville`, taken_date: '1990-07-14' });
    const kept = await uploadPhoto(roles.admin, roles.familyId, { description: 'Kept', taken_date: '2001-03-02' });
    const story = await createStory(other, photo.id, { content: `A story of ${word} storytime` });
    const comment = await createComment(other, photo.id, `A comment of ${word} chatter`);
    // Tagged on the trashed photo (issue 14): the tag goes to the trash with it.
    const person = await createPerson(other, roles.familyId, { name: 'Tagged Person' });
    await tagPerson(other, photo.id, person.id);
    await app.drainJobs();
    return { ...roles, other, word, photo, kept, story, comment, person };
  }

  type World = Awaited<ReturnType<typeof trashWorld>>;

  /** Every place a member reads a photo, with whether the photo (and its story and comment) shows there. */
  async function seenBy(user: TestUser, world: World) {
    const { familyId, photo, word } = world;
    const ids = (photos: Array<{ id: number }>) => photos.map((p) => p.id);
    const has = (photos: Array<{ id: number }>) => ids(photos).includes(photo.id);
    const get = async (url: string) => (await user.agent.get(url).expect(200)).body;
    const search = await get(`/api/search?q=${word}`);
    const memories = (await get(`/api/timeline/on-this-day?date=2024-07-14`)).memories.flatMap((m: { photos: Array<{ id: number }> }) => m.photos);
    const decades = (await get(`/api/timeline/decades?family_ids=${familyId}`)).decades;
    return {
      familyList: has((await get(`/api/families/${familyId}/photos`)).photos),
      timeline: has((await get(`/api/timeline?family_ids=${familyId}`)).photos),
      onThisDay: has(memories),
      decade1990: decades.find((d: { decade: number }) => d.decade === 1990)?.count ?? 0,
      search: search.counts,
      suggestions: (await get(`/api/search/suggestions?q=${word}`)).suggestions.length,
      recentStories: (await get(`/api/families/${familyId}/stories/recent`)).stories.length,
      recentComments: (await get(`/api/families/${familyId}/comments/recent`)).comments.length,
      photo: (await user.agent.get(`/api/photos/${photo.id}`)).status,
      files: await Promise.all(['file', 'thumbnail', 'preview', 'download'].map(async (kind) => (await user.agent.get(`/api/photos/${photo.id}/${kind}`)).status)),
      stories: (await user.agent.get(`/api/photos/${photo.id}/stories`)).status,
      comments: (await user.agent.get(`/api/photos/${photo.id}/comments`)).status,
      story: (await user.agent.get(`/api/stories/${world.story.id}`)).status,
      // People (issue 14): their photos, their count, the person filter.
      personPhotos: has((await get(`/api/people/${world.person.id}/photos`)).photos),
      personPhotoCount: (await get(`/api/people/${world.person.id}`)).person.photo_count,
      personFilter: has((await get(`/api/families/${familyId}/photos?person_ids=${world.person.id}`)).photos),
      // The activity feed (issue 16): no item about it, nor its story or comment.
      activity: (await get(`/api/families/${familyId}/activity`)).activity.some((item: { photo_ids: number[] }) => item.photo_ids.includes(photo.id)),
    };
  }

  const SEEN = {
    familyList: true,
    timeline: true,
    onThisDay: true,
    decade1990: 1,
    search: { photos: 1, stories: 1, comments: 1, people: 0 },
    suggestions: 2,
    recentStories: 1,
    recentComments: 1,
    photo: 200,
    files: [200, 200, 200, 200],
    stories: 200,
    comments: 200,
    story: 200,
    personPhotos: true,
    personPhotoCount: 1,
    personFilter: true,
    activity: true,
  };
  const GONE = {
    familyList: false,
    timeline: false,
    onThisDay: false,
    decade1990: 0,
    search: { photos: 0, stories: 0, comments: 0, people: 0 },
    suggestions: 0,
    recentStories: 0,
    recentComments: 0,
    photo: 404,
    files: [404, 404, 404, 404],
    stories: 404,
    comments: 404,
    story: 404,
    personPhotos: false,
    personPhotoCount: 0,
    personFilter: false,
    activity: false,
  };

  describe('DELETE /api/photos/:id', () => {
    it('takes the photo out of every list, search, route and count, and restoring brings all of it back', async () => {
      const world = await trashWorld();
      const { admin, member, other, photo, familyId } = world;
      expect(await seenBy(other, world)).toEqual(SEEN);
      const statsBefore = (await root.agent.get('/api/admin/stats').expect(200)).body;
      const before = (await member.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo;

      await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
      expect(await seenBy(other, world)).toEqual(GONE);
      expect(await seenBy(admin, world)).toEqual(GONE);
      await other.agent.post(`/api/photos/${photo.id}/comments`).send({ content: 'Still there?' }).expect(404);
      await member.agent.put(`/api/photos/${photo.id}`).send({ description: 'Edit in the trash' }).expect(404);
      expect((await postDownload(admin, familyId, { photo_ids: [photo.id] }).expect(404)).body).toEqual({ error: `This photo is not in this family: ${photo.id}` });
      const statsDuring = (await root.agent.get('/api/admin/stats').expect(200)).body;
      expect(statsDuring.photos.total).toBe(statsBefore.photos.total - 1);
      expect(statsDuring.trash.total).toBe(statsBefore.trash.total + 1);
      expect(statsDuring.trash.bytes).toBeGreaterThan(statsBefore.trash.bytes);
      expect(statsDuring.storage.used_bytes).toBe(statsBefore.storage.used_bytes);

      const restored = (await member.agent.post(`/api/photos/${photo.id}/restore`).expect(200)).body.photo;
      expect(restored).toEqual(before);
      expect(await seenBy(other, world)).toEqual(SEEN);
      expect((await root.agent.get('/api/admin/stats').expect(200)).body.trash.total).toBe(statsBefore.trash.total);
      expect((await member.agent.get(`/api/families/${familyId}/trash`).expect(200)).body.photos).toEqual([]);
    });

    it('leaves out of a zip made before it was trashed (409), as a deleted one', async () => {
      const { admin, familyId, photo, kept } = await trashWorld();
      const download = await createDownload(admin, familyId, [photo.id, kept.id]);
      await admin.agent.delete(`/api/photos/${kept.id}`).expect(204);
      expect((await admin.agent.get(download.url).expect(409)).body).toEqual({
        error: '1 of the 2 photos of this download was deleted since it was made: select the photos and download them again',
      });
    });
  });

  describe('GET /api/families/:id/trash', () => {
    it('lists the trash newest first with when it goes for good and who put it there; a member sees their own, an admin all', async () => {
      const { admin, member, other, outsider, familyId, photo, kept } = await trashWorld();
      await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
      await admin.agent.delete(`/api/photos/${kept.id}`).expect(204);

      const listed = (await admin.agent.get(`/api/families/${familyId}/trash`).expect(200)).body;
      expect(listed.pagination).toEqual({ page: 1, per_page: 20, has_next: false });
      expect(listed.photos.map((p: { id: number }) => p.id)).toEqual([kept.id, photo.id]);
      const entry = listed.photos[1];
      expect(entry).toMatchObject({
        id: photo.id,
        description: photo.description,
        thumbnail_url: imageUrl(`/api/trash/photos/${photo.id}/thumbnail`),
        preview_url: imageUrl(`/api/trash/photos/${photo.id}/preview`),
        deleted_by: { id: member.id, name: 'Max Member' },
      });
      expect(entry).not.toHaveProperty('file_url');
      expect(entry).not.toHaveProperty('download_url');
      expect(Date.parse(entry.purge_at) - Date.parse(entry.deleted_at)).toBe(30 * DAY_MS);

      expect((await member.agent.get(`/api/families/${familyId}/trash`).expect(200)).body.photos.map((p: { id: number }) => p.id)).toEqual([photo.id]);
      expect((await other.agent.get(`/api/families/${familyId}/trash`).expect(200)).body.photos).toEqual([]);
      await outsider.agent.get(`/api/families/${familyId}/trash`).expect(404);
      await app.request().get(`/api/families/${familyId}/trash`).expect(401);
      expect((await admin.agent.get(`/api/families/${familyId}/trash?per_page=1`).expect(200)).body.pagination.has_next).toBe(true);

      // Its thumbnail and preview, for those who may see it there.
      for (const user of [member, admin]) {
        const thumbnail = await user.agent.get(`/api/trash/photos/${photo.id}/thumbnail`).expect(200);
        expect(thumbnail.headers['content-type']).toBe('image/webp');
        await user.agent.get(`/api/trash/photos/${photo.id}/preview`).expect(200);
      }
      await other.agent.get(`/api/trash/photos/${photo.id}/thumbnail`).expect(403);
      await outsider.agent.get(`/api/trash/photos/${photo.id}/thumbnail`).expect(404);
      await member.agent.post(`/api/photos/${photo.id}/restore`).expect(200);
      await member.agent.get(`/api/trash/photos/${photo.id}/thumbnail`).expect(404);
    });
  });

  describe('who may', () => {
    it('restore or delete for good: the uploader and the family admins; another member 403, an outsider 404', async () => {
      const { admin, member, other, outsider, photo, kept } = await trashWorld();
      await member.agent.post(`/api/photos/${photo.id}/restore`).expect(404, { error: 'Photo not found in the trash' });
      await member.agent.delete(`/api/photos/${photo.id}/permanent`).expect(404, { error: 'Photo not found in the trash' });
      await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
      await admin.agent.delete(`/api/photos/${kept.id}`).expect(204);

      expect((await other.agent.post(`/api/photos/${photo.id}/restore`).expect(403)).body).toEqual({ error: 'Only the person who uploaded this photo or a family admin can restore it' });
      expect((await other.agent.delete(`/api/photos/${photo.id}/permanent`).expect(403)).body).toEqual({ error: 'Only the person who uploaded this photo or a family admin can delete it for good' });
      await outsider.agent.post(`/api/photos/${photo.id}/restore`).expect(404);
      await outsider.agent.delete(`/api/photos/${photo.id}/permanent`).expect(404);
      await member.agent.post(`/api/photos/${kept.id}/restore`).expect(403);

      await admin.agent.post(`/api/photos/${photo.id}/restore`).expect(200);
      await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
      await admin.agent.delete(`/api/photos/${photo.id}/permanent`).expect(200, { deleted: 1 });
      await member.agent.post(`/api/photos/${photo.id}/restore`).expect(404);
      await admin.agent.delete(`/api/photos/${kept.id}/permanent`).expect(200, { deleted: 1 });
    });

    it('empty the trash: a family admin only, and only their family’s trash', async () => {
      const { admin, member, other, outsider, familyId, photo, kept } = await trashWorld();
      const elsewhere = await createFamilyWithRoles(app);
      const foreign = await uploadPhoto(elsewhere.admin, elsewhere.familyId);
      await elsewhere.admin.agent.delete(`/api/photos/${foreign.id}`).expect(204);
      await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
      await admin.agent.delete(`/api/photos/${kept.id}`).expect(204);
      // Every upload's thumbnail job done first: a file written meanwhile would be counted as one the emptying left.
      await app.drainJobs();
      const filesBefore = await storedFiles(app);

      expect((await member.agent.delete(`/api/families/${familyId}/trash`).expect(403)).body).toEqual({ error: "Only family admins can empty the family's trash" });
      await other.agent.delete(`/api/families/${familyId}/trash`).expect(403);
      await outsider.agent.delete(`/api/families/${familyId}/trash`).expect(404);
      await admin.agent.delete(`/api/families/${familyId}/trash`).expect(200, { deleted: 2 });
      await admin.agent.delete(`/api/families/${familyId}/trash`).expect(200, { deleted: 0 });

      expect(await photoRows(app, familyId)).toEqual([]);
      const filesAfter = await storedFiles(app);
      expect(filesAfter.filter((file) => file.split('/')[1] === String(familyId))).toEqual([]);
      expect(filesBefore.length - filesAfter.length).toBe(6);
      expect((await elsewhere.admin.agent.get(`/api/families/${elsewhere.familyId}/trash`).expect(200)).body.photos).toHaveLength(1);
      // Stories and comments went with their photo.
      const [stories] = await app.app.get(DataSource).query('SELECT COUNT(*) AS n FROM stories WHERE family_id = ?', [familyId]);
      expect(Number(stories.n)).toBe(0);
    });
  });

  describe('the purge after TRASH_DAYS', () => {
    /** The sweep on this API's database and files, at a fixed clock. */
    const sweeper = () => new ExpiredTrashSweeper(app.config as AppConfig, app.app.get(TrashRepository), app.app.get(TrashPurger, { strict: false }), app.app.get(JobsHold));

    it('deletes rows, then files, of what has been in the trash longer than TRASH_DAYS, and nothing before', async () => {
      // What the tests before left in the trash goes first, so the counts below are this test's own.
      await sweeper().sweep(Date.now() + 60 * DAY_MS);
      const { admin, member, familyId, photo, kept } = await trashWorld();
      await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
      const [row] = (await photoRows(app, familyId)).filter((r) => Number(r.id) === photo.id);
      const deletedAt = Date.parse((await member.agent.get(`/api/families/${familyId}/trash`).expect(200)).body.photos[0].deleted_at);
      const files = [row.original_key, row.thumbnail_key, row.preview_key].map(String);
      const stored = async () => (await storedFiles(app)).filter((file) => files.includes(file));
      expect(await stored()).toHaveLength(3);

      // A moment before TRASH_DAYS are up: nothing happens.
      expect(await sweeper().sweep(deletedAt + 30 * DAY_MS - 1000)).toBe(0);
      expect((await photoRows(app, familyId)).map((r) => Number(r.id))).toEqual([photo.id, kept.id]);
      expect(await stored()).toHaveLength(3);

      // Past them: the row with its story and comment, then the files; the kept photo stays.
      expect(await sweeper().sweep(deletedAt + 30 * DAY_MS + 1000)).toBe(1);
      expect((await photoRows(app, familyId)).map((r) => Number(r.id))).toEqual([kept.id]);
      expect(await stored()).toEqual([]);
      const [comments] = await app.app.get(DataSource).query('SELECT COUNT(*) AS n FROM comments WHERE photo_id = ?', [photo.id]);
      expect(Number(comments.n)).toBe(0);
      // Again: nothing more to do.
      expect(await sweeper().sweep(deletedAt + 60 * DAY_MS)).toBe(0);
      await admin.agent.get(`/api/photos/${kept.id}`).expect(200);
    });

    it('runs where the jobs run (the worker in scaled mode) when it starts', async () => {
      const { member, familyId, photo } = await trashWorld();
      await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
      await app.app.get(DataSource).getRepository(Photo).update({ id: photo.id }, { deletedAt: new Date(Date.now() - 31 * DAY_MS) });
      await app.restartJobRunner();
      await eventually(() => photoRows(app, familyId), (rows) => !rows.some((r) => Number(r.id) === photo.id), 20_000, 'the purge of an expired trashed photo');
    });
  });

  // Last: a restore replaces the data and ends every session.
  it('is kept by a backup: restored, the photo is in the trash again, out of search, and comes back whole from there', async () => {
    const world = await trashWorld();
    const { member, other, familyId, photo } = world;
    await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
    const backup = await backUpAndDownload(root);
    await member.agent.post(`/api/photos/${photo.id}/restore`).expect(200);

    expect(await restoreThroughApi(root, backup.id)).toMatchObject({ restore_status: 'completed', restore_error: null });
    for (const user of [member, other]) await signInAgain(user);
    const listed = (await member.agent.get(`/api/families/${familyId}/trash`).expect(200)).body.photos;
    expect(listed.map((p: { id: number; deleted_by: unknown }) => [p.id, p.deleted_by])).toEqual([[photo.id, { id: member.id, name: 'Max Member' }]]);
    expect(await seenBy(other, world)).toEqual(GONE);
    await member.agent.get(`/api/trash/photos/${photo.id}/thumbnail`).expect(200);
    await member.agent.post(`/api/photos/${photo.id}/restore`).expect(200);
    expect(await seenBy(other, world)).toEqual(SEEN);
  });
});
