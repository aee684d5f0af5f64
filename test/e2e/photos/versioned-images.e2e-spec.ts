import { PhotosRepository } from '@heirloom/database';
import { JobProducer } from '@heirloom/jobs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { addMember, createFamilyWithRoles, createUser, TestUser } from '../support/factories';
import { binary, photoRows, uploadPhoto, versionedUrl } from '../support/photos';
import { createShareLink, getBytes, sharedApi } from '../support/share-links';
import { TestApp } from '../support/test-app';

const IMMUTABLE = 'private, max-age=31536000, immutable';
const REVALIDATE = 'private, no-cache';

interface Listed {
  id: number;
  thumbnail_status: string;
  thumbnail_url: string;
  preview_url: string;
}

/**
 * Thumbnails and previews at URLs that change with their files (issue 18): asked for by the version their URL carries
 * they are kept by the browser for good; without it, or by a former one, the current file answers to be revalidated;
 * made again (by the thumbnail job: the worker in scaled mode, or on demand) they get a new URL.
 */
describe('Versioned image URLs', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ worker: true });
  });

  afterAll(async () => {
    await app?.stop();
  });

  const bytes = (user: TestUser, url: string) => user.agent.get(url).buffer(true).parse(binary);
  const versionOf = (url: string) => new URL(url, 'http://heirloom.test').searchParams.get('v');
  const listed = async (user: TestUser, familyId: number, photoId: number): Promise<Listed> =>
    (await user.agent.get(`/api/families/${familyId}/photos`).expect(200)).body.photos.find((photo: Listed) => photo.id === photoId);
  const query = (sql: string, parameters: unknown[]) => app.app.get(DataSource).query(sql, parameters);

  /** A family whose member uploaded a photo, its thumbnail and preview made (by the worker in scaled mode). */
  async function familyWithMadePhoto(fields: Record<string, string> = {}) {
    const roles = await createFamilyWithRoles(app);
    const uploaded = await uploadPhoto(roles.member, roles.familyId, fields);
    await app.drainJobs();
    const photo = await listed(roles.member, roles.familyId, uploaded.id);
    return { ...roles, photo };
  }

  /** Removes the photo's thumbnail and preview and what the row says of them, as before its job has run. */
  async function unmake(photoId: number): Promise<void> {
    const [row] = (await photoRows(app)).filter((candidate) => candidate.id === photoId);
    await query("UPDATE photos SET thumbnail_status = 'pending', derivatives_version = NULL WHERE id = ?", [photoId]);
    await Promise.all([row.thumbnail_key, row.preview_key].map((key) => rm(join(app.config.storageDir, String(key)))));
  }

  it('lists a photo whose files are made at versioned URLs, the same in every list, answered to be kept for good', async () => {
    const word = `zv${Math.random().toString(36).slice(2, 8)}`;
    const { admin, member, familyId, photo } = await familyWithMadePhoto({ description: `${word} lighthouse` });
    expect(photo).toMatchObject({
      thumbnail_status: 'ready',
      thumbnail_url: versionedUrl(`/api/photos/${photo.id}/thumbnail`),
      preview_url: versionedUrl(`/api/photos/${photo.id}/preview`),
    });
    const version = versionOf(photo.thumbnail_url)!;
    expect(versionOf(photo.preview_url)).toBe(version);

    for (const url of [photo.thumbnail_url, photo.preview_url]) {
      const response = await bytes(member, url).expect(200).expect('Content-Type', 'image/webp');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.etag).toContain(version);
    }

    // The photo itself, the timeline, an album's cover, a search hit and the activity feed hand out the same URL.
    expect((await member.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.thumbnail_url).toBe(photo.thumbnail_url);
    const timeline = (await member.agent.get(`/api/timeline?family_ids=${familyId}`).expect(200)).body.photos;
    expect(timeline.find((item: Listed) => item.id === photo.id).thumbnail_url).toBe(photo.thumbnail_url);
    const album = (await admin.agent.post(`/api/families/${familyId}/albums`).send({ name: 'Coast' }).expect(201)).body.album;
    await admin.agent.post(`/api/albums/${album.id}/photos`).send({ photo_ids: [photo.id] }).expect(200);
    expect((await member.agent.get(`/api/albums/${album.id}`).expect(200)).body.album.cover_thumbnail_url).toBe(photo.thumbnail_url);
    const hit = (await member.agent.get(`/api/search?q=${word}`).expect(200)).body.results.photos[0];
    expect(hit).toMatchObject({ id: photo.id, thumbnail_url: photo.thumbnail_url, preview_url: photo.preview_url });
    const added = (await member.agent.get(`/api/families/${familyId}/activity`).expect(200)).body.activity.find((item: { type: string }) => item.type === 'photos_added');
    expect(added).toMatchObject({ photo_ids: [photo.id], thumbnail_urls: [photo.thumbnail_url] });
  });

  it('answers a request without a version, or with a former one, with the current file to be revalidated by its ETag', async () => {
    const { member, photo } = await familyWithMadePhoto();
    const current = await bytes(member, photo.thumbnail_url).expect(200);
    for (const url of [`/api/photos/${photo.id}/thumbnail`, `/api/photos/${photo.id}/thumbnail?v=former`]) {
      const response = await bytes(member, url).expect(200);
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      expect(response.headers.etag).toBe(current.headers.etag);
      expect(Buffer.compare(response.body as Buffer, current.body as Buffer)).toBe(0);
      await member.agent.get(url).set('If-None-Match', current.headers.etag).expect(304);
    }
  });

  it('gives the photo new URLs when the thumbnail job makes its files again; the former URL then answers the new file, not to be kept', async () => {
    const { member, familyId, photo } = await familyWithMadePhoto();
    const former = await bytes(member, photo.thumbnail_url).expect(200);

    // Owed again (as after a failure, or files made by an older renderer): the job, in the worker in scaled mode.
    await query("UPDATE photos SET thumbnail_status = 'pending' WHERE id = ?", [photo.id]);
    await app.app.get(JobProducer).enqueue('media.thumbnail', { photoId: photo.id }, { jobId: `thumbnail-again-${photo.id}` });
    await app.drainJobs();

    const again = await listed(member, familyId, photo.id);
    expect(again).toMatchObject({ thumbnail_status: 'ready', thumbnail_url: versionedUrl(`/api/photos/${photo.id}/thumbnail`) });
    expect(again.thumbnail_url).not.toBe(photo.thumbnail_url);
    expect(again.preview_url).not.toBe(photo.preview_url);
    const current = await bytes(member, again.thumbnail_url).expect(200);
    expect(current.headers['cache-control']).toBe(IMMUTABLE);
    expect(current.headers.etag).not.toBe(former.headers.etag);

    const stale = await bytes(member, photo.thumbnail_url).expect(200);
    expect(stale.headers['cache-control']).toBe(REVALIDATE);
    expect(stale.headers.etag).toBe(current.headers.etag);
    // A browser revalidating its copy of the former file is sent the new one.
    await member.agent.get(photo.thumbnail_url).set('If-None-Match', former.headers.etag).expect(200);
  });

  it('gives new URLs to files made again on demand when they were lost', async () => {
    const { member, familyId, photo } = await familyWithMadePhoto();
    const [row] = (await photoRows(app)).filter((candidate) => candidate.id === photo.id);
    await Promise.all([row.thumbnail_key, row.preview_key].map((key) => rm(join(app.config.storageDir, String(key)))));

    const remade = await bytes(member, photo.thumbnail_url).expect(200).expect('Content-Type', 'image/webp');
    expect(remade.headers['cache-control']).toBe(REVALIDATE);
    const now = await listed(member, familyId, photo.id);
    expect(now.thumbnail_url).toEqual(versionedUrl(`/api/photos/${photo.id}/thumbnail`));
    expect(now.thumbnail_url).not.toBe(photo.thumbnail_url);
    expect((await bytes(member, now.thumbnail_url).expect(200)).headers.etag).toBe(remade.headers.etag);
  });

  it('never answers to be kept for good a photo whose files are not made yet, nor one whose thumbnail cannot be made', async () => {
    const { member, familyId, photo } = await familyWithMadePhoto();
    await unmake(photo.id);
    const pending = await listed(member, familyId, photo.id);
    expect(pending).toMatchObject({ thumbnail_status: 'pending', thumbnail_url: `/api/photos/${photo.id}/thumbnail`, preview_url: `/api/photos/${photo.id}/preview` });
    // Made on the spot for the request, at a version nobody was handed yet.
    for (const url of [pending.thumbnail_url, `${pending.thumbnail_url}?v=${versionOf(photo.thumbnail_url)}`]) {
      expect((await bytes(member, url).expect(200)).headers['cache-control']).toBe(REVALIDATE);
    }

    // A thumbnail that cannot be made (failed, within its cool-down): 404 kept by no cache, the preview is the original.
    await app.app.get(PhotosRepository).recordDerivativesFailed(photo.id, new Date());
    const failed = await listed(member, familyId, photo.id);
    expect(failed.thumbnail_url).toBe(`/api/photos/${photo.id}/thumbnail`);
    const missing = await member.agent.get(`${failed.thumbnail_url}?v=${versionOf(photo.thumbnail_url)}`).expect(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const original = await bytes(member, `${failed.preview_url}?v=${versionOf(photo.thumbnail_url)}`).expect(200).expect('Content-Type', 'image/jpeg');
    expect(original.headers['cache-control']).toBe(REVALIDATE);
  });

  it('decides who may see an image as before: a versioned URL opens nothing to anyone else', async () => {
    const { admin, member, outsider, familyId, photo } = await familyWithMadePhoto();
    for (const url of [photo.thumbnail_url, photo.preview_url]) {
      expect((await outsider.agent.get(url).expect(404)).body).toEqual({ error: 'Photo not found' });
      await app.request().get(url).expect(401);
    }
    // In the trash: its own versioned URLs, for the uploader and the family admins only.
    const other = await createUser(app);
    await addMember(admin, familyId, other);
    await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
    const [trashed] = (await member.agent.get(`/api/families/${familyId}/trash`).expect(200)).body.photos;
    expect(trashed.thumbnail_url).toBe(`/api/trash/photos/${photo.id}/thumbnail?v=${versionOf(photo.thumbnail_url)}`);
    expect((await bytes(member, trashed.thumbnail_url).expect(200)).headers['cache-control']).toBe(IMMUTABLE);
    await other.agent.get(trashed.thumbnail_url).expect(403);
    await outsider.agent.get(trashed.thumbnail_url).expect(404);
    // Its member URL, versioned or not, answers as for a photo that is gone.
    await member.agent.get(photo.thumbnail_url).expect(404);
  });

  it("hands a share link's visitor versioned URLs under the link, kept by the visitor's browser alone; any other answer by no cache", async () => {
    const { member, photo } = await familyWithMadePhoto();
    const link = await createShareLink(member, 'photo', photo.id);
    const visitor = app.agent();
    const [shared] = (await visitor.get(sharedApi(link)).expect(200)).body.photos;
    const base = `${sharedApi(link)}/photos/${photo.id}`;
    expect(shared).toMatchObject({ thumbnail_url: `${base}/thumbnail?v=${versionOf(photo.thumbnail_url)}`, preview_url: `${base}/preview?v=${versionOf(photo.thumbnail_url)}` });

    for (const url of [shared.thumbnail_url, shared.preview_url]) {
      const kept = await getBytes(visitor, url).expect(200);
      expect(kept.headers).toMatchObject({ 'cache-control': IMMUTABLE, 'x-robots-tag': expect.stringContaining('noindex'), 'referrer-policy': 'no-referrer' });
    }
    for (const url of [`${base}/thumbnail`, `${base}/thumbnail?v=former`]) {
      expect((await getBytes(visitor, url).expect(200)).headers['cache-control']).toBe('no-store');
    }
    // Revoked, the link shows nothing more, at its versioned URLs too.
    await member.agent.delete(`/api/share-links/${link.id}`).expect(200);
    const gone = await visitor.get(shared.thumbnail_url).expect(404);
    expect(gone.headers['cache-control']).toBe('no-store');
  });

  it('refuses a version that no URL carries with 400 naming v', async () => {
    const { member, photo } = await familyWithMadePhoto();
    for (const v of ['', 'a'.repeat(33), '../x', 'a b']) {
      const response = await member.agent.get(`/api/photos/${photo.id}/thumbnail`).query({ v }).expect(400);
      expect(response.body.error).toMatch(/^v must be the version from the image's URL/);
    }
    expect((await member.agent.get(`/api/photos/${photo.id}/thumbnail?v=a&v=b`).expect(400)).body).toEqual({ error: 'v must be given once, as text' });
  });
});
