import { Photo } from '@heirloom/database';
import { BullMqJobProducer, JobHandlerRegistry, JobProducer } from '@heirloom/jobs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { CLI_ENTRY, NodeProcess } from '../support/node-process';
import { TestApp } from '../support/test-app';
import { createFamilyWithRoles } from '../support/factories';
import { cameraFile, photoRows, storedFiles, uniqueJpeg, uploadPhoto } from '../support/photos';

/** The media jobs: thumbnails and previews, geocoding; where they run and what happens when they fail. */
describe('Photo media jobs', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ worker: true });
  });

  afterAll(async () => {
    await app?.stop();
  });

  const rowOf = async (photoId: number) => (await photoRows(app)).find((row) => row.id === photoId)!;
  const storagePath = (key: unknown) => join(app.config.storageDir, String(key));
  const bytesOnDisk = async (...keys: unknown[]) => (await Promise.all(keys.map((key) => stat(storagePath(key))))).reduce((sum, file) => sum + file.size, 0);
  /** Moves the photo's last failure back past the cool-down, as if an hour had gone by. */
  const failedLongAgo = (photoId: number) =>
    app.app.get(DataSource).getRepository(Photo).update({ id: photoId }, { derivativesFailedAt: new Date(Date.now() - 61 * 60 * 1000) });

  it('writes the WebP thumbnail and preview of each upload and marks the photo ready', async () => {
    const { admin, familyId } = await createFamilyWithRoles(app);
    const photo = await uploadPhoto(admin, familyId, {}, await uniqueJpeg(3000, 2000));
    expect(photo.thumbnail_status).toBe('pending');
    await app.drainJobs();
    const row = await rowOf(photo.id);
    expect(row.thumbnail_status).toBe('ready');
    expect(await storedFiles(app)).toEqual(expect.arrayContaining([row.original_key, row.thumbnail_key, row.preview_key]));
    expect(await sharp(storagePath(row.thumbnail_key)).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 });
    expect(await sharp(storagePath(row.preview_key)).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(Number(row.derivatives_bytes)).toBe(await bytesOnDisk(row.thumbnail_key, row.preview_key));
    expect(row.derivatives_failed_at).toBeNull();
  });

  it.each([
    ['apple-iphone-4s-gps.jpg', 'Bolinas, California, United States'],
    ['apple-iphone-4s-gps-2.jpg', 'Oakland, California, United States'],
    ['canon-powershot-s400.jpg', null],
  ])('names the place where %s was taken from its GPS position: %s', async (name, place) => {
    const { member, familyId } = await createFamilyWithRoles(app);
    const photo = await uploadPhoto(member, familyId, { location: 'Typed by hand' }, await cameraFile(name));
    await app.drainJobs();
    const { body } = await member.agent.get(`/api/photos/${photo.id}`).expect(200);
    expect(body.photo).toMatchObject({ display_location: place, location: 'Typed by hand', has_gps: place !== null });
  });

  it('runs in the worker process in scaled mode, and inside the API in embedded mode', () => {
    const queues = app.app.get(JobHandlerRegistry).queues();
    if (app.mode === 'scaled') {
      expect(queues).not.toContain('media');
      expect(app.app.get(JobProducer)).toBeInstanceOf(BullMqJobProducer);
      expect(app.worker!.log).toMatch(/Consuming the media queue/);
      expect(app.worker!.log).toMatch(/Geocoder ready: \d+ places indexed/);
    } else {
      expect(queues).toContain('media');
    }
  });

  /** A photo whose thumbnail is to be made again, from an original overwritten by bytes no decoder reads. */
  const photoWithGarbledOriginal = async () => {
    const { admin, familyId } = await createFamilyWithRoles(app);
    const photo = await uploadPhoto(admin, familyId);
    await app.drainJobs();
    const row = await rowOf(photo.id);
    const original = await readFile(storagePath(row.original_key));
    await app.app.get(DataSource).query("UPDATE photos SET thumbnail_status = 'pending' WHERE id = ?", [photo.id]);
    await rm(storagePath(row.thumbnail_key));
    await writeFile(storagePath(row.original_key), 'the original was overwritten by garbage');
    return { admin, photo, row, original };
  };

  /**
   * How many times a thumbnail job queued under `jobId` was started until it ended: BullMQ's count in scaled mode,
   * the calls of the API's own handler in embedded mode.
   */
  const thumbnailJobStarts = async (photoId: number, jobId: string): Promise<number> => {
    const run = async () => {
      await app.app.get(JobProducer).enqueue('media.thumbnail', { photoId }, { jobId });
      await app.drainJobs();
    };
    if (app.mode === 'scaled') {
      await run();
      return (await (app.app.get(JobProducer) as BullMqJobProducer).queue('media').getJob(jobId))!.attemptsStarted;
    }
    const handled = jest.spyOn(app.app.get(JobHandlerRegistry).get('media.thumbnail'), 'handle');
    try {
      await run();
      return handled.mock.calls.length;
    } finally {
      handled.mockRestore();
    }
  };

  it('does not retry an image that cannot be decoded: the photo is marked failed at once', async () => {
    const { admin, photo, row, original } = await photoWithGarbledOriginal();

    expect(await thumbnailJobStarts(photo.id, `thumbnail-undecodable-${photo.id}`)).toBe(1);
    const failed = await rowOf(photo.id);
    expect(failed.thumbnail_status).toBe('failed');
    expect(failed.derivatives_failed_at).not.toBeNull();

    // Readable again, yet not rendered again: the failure is answered from the row until the cool-down is over.
    await writeFile(storagePath(row.original_key), original);
    for (let i = 0; i < 3; i++) {
      expect((await admin.agent.get(`/api/photos/${photo.id}/thumbnail`).expect(404)).body).toEqual({
        error: 'This photo has no thumbnail: its image could not be read',
      });
    }
    const preview = await admin.agent.get(`/api/photos/${photo.id}/preview`).expect(200).expect('Content-Type', 'image/jpeg');
    expect(Buffer.compare(preview.body, original)).toBe(0);
    expect(await rowOf(photo.id)).toMatchObject({ thumbnail_status: 'failed', derivatives_failed_at: failed.derivatives_failed_at });
    expect(await storedFiles(app)).not.toContain(row.thumbnail_key);

    await failedLongAgo(photo.id);
    await admin.agent.get(`/api/photos/${photo.id}/thumbnail`).expect(200).expect('Content-Type', 'image/webp');
    expect(await rowOf(photo.id)).toMatchObject({ thumbnail_status: 'ready', derivatives_failed_at: null });
  });

  it('records an undecodable image found on demand, so the next requests do not decode it again', async () => {
    const { admin, photo, row, original } = await photoWithGarbledOriginal();

    await admin.agent.get(`/api/photos/${photo.id}/thumbnail`).expect(404);
    const failed = await rowOf(photo.id);
    expect(failed.thumbnail_status).toBe('failed');
    expect(failed.derivatives_failed_at).not.toBeNull();
    await writeFile(storagePath(row.original_key), original);
    await admin.agent.get(`/api/photos/${photo.id}/thumbnail`).expect(404);
    expect((await rowOf(photo.id)).derivatives_failed_at).toEqual(failed.derivatives_failed_at);
  });

  it('retries other failures three times with back-off, keeps the failed job, then marks the photo failed', async () => {
    const { admin, familyId } = await createFamilyWithRoles(app);
    // A file where the family's thumbnail folder should be: every attempt to store the thumbnail fails.
    const blocker = join(app.config.storageDir, 'thumbnails', String(familyId));
    await mkdir(dirname(blocker), { recursive: true });
    await writeFile(blocker, 'in the way');
    const photo = await uploadPhoto(admin, familyId);
    const started = Date.now();
    await app.drainJobs();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500); // back-off of 1 s, then 2 s
    expect((await rowOf(photo.id)).thumbnail_status).toBe('failed');
    if (app.mode === 'scaled') {
      const failed = await (app.app.get(JobProducer) as BullMqJobProducer).queue('media').getFailed();
      expect(failed.find((job) => job.data.photoId === photo.id)).toMatchObject({ name: 'media.thumbnail', attemptsMade: 3 });
    }

    // The cause is gone, but within the cool-down the failure is answered at once, without a new attempt.
    await rm(blocker);
    await admin.agent.get(`/api/photos/${photo.id}/thumbnail`).expect(404);
    expect((await rowOf(photo.id)).thumbnail_status).toBe('failed');
    // Once it is over, a request tries again and the photo recovers.
    await failedLongAgo(photo.id);
    const thumbnail = (await admin.agent.get(`/api/photos/${photo.id}/thumbnail`).expect(200)).body;
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp' });
    const recovered = await rowOf(photo.id);
    expect(recovered).toMatchObject({ thumbnail_status: 'ready', derivatives_failed_at: null });
    expect(Number(recovered.derivatives_bytes)).toBe(await bytesOnDisk(recovered.thumbnail_key, recovered.preview_key));
  }, 30_000);

  it('counts, once asked (npm run derivatives:count), the files of photos made before they were counted, without making them again', async () => {
    const { admin, familyId } = await createFamilyWithRoles(app);
    const photos = [await uploadPhoto(admin, familyId), await uploadPhoto(admin, familyId)];
    const lost = await uploadPhoto(admin, familyId);
    await app.drainJobs();
    const made = await Promise.all(photos.map((photo) => rowOf(photo.id)));
    const modified = async () => Promise.all(made.map(async (row) => (await stat(storagePath(row.thumbnail_key))).mtimeMs));
    const madeAt = await modified();
    // As the migration that added the count left every photo stored before it; one of them has since lost its preview.
    await app.app.get(DataSource).getRepository(Photo).update({ familyId }, { derivativesBytes: 0 });
    await rm(storagePath((await rowOf(lost.id)).preview_key));

    const run = await NodeProcess.run(CLI_ENTRY, ['count-derivatives'], app.environment.env);
    expect(run).toMatchObject({ code: 0 });
    expect(run.output).toMatch(/Counted the thumbnail and preview of 2 photo\(s\)/);
    expect(run.output).toMatch(/1 photo\(s\) have lost theirs/);
    for (const row of made) expect(Number((await rowOf(Number(row.id))).derivatives_bytes)).toBe(await bytesOnDisk(row.thumbnail_key, row.preview_key));
    expect(Number((await rowOf(lost.id)).derivatives_bytes)).toBe(0);
    expect(await modified()).toEqual(madeAt);

    const again = await NodeProcess.run(CLI_ENTRY, ['count-derivatives'], app.environment.env);
    expect(again.output).toMatch(/Counted the thumbnail and preview of 0 photo\(s\)/);
  }, 30_000);

  it('leaves no file behind when a photo is deleted for good while its thumbnail is being made', async () => {
    const { admin, familyId } = await createFamilyWithRoles(app);
    const photo = await uploadPhoto(admin, familyId, {}, await uniqueJpeg(4000, 3000));
    await admin.agent.delete(`/api/photos/${photo.id}`).expect(204);
    await admin.agent.delete(`/api/photos/${photo.id}/permanent`).expect(200);
    await app.drainJobs();
    expect((await storedFiles(app)).filter((path) => path.startsWith('tmp/') || path.split('/')[1] === String(familyId))).toEqual([]);
  });
});
