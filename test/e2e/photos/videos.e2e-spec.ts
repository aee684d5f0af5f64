import { BullMqJobProducer, JobProducer } from '@heirloom/jobs';
import { PhotosRepository } from '@heirloom/database';
import { probeVideo, resolveVideoBinaries, runTool } from '@heirloom/media';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { createComment, createStory } from '../support/stories';
import { createFamilyWithRoles, createUser, TestUser } from '../support/factories';
import { binary, photoRows, postPhoto, storedFiles, uploadPhoto } from '../support/photos';
import { TestApp } from '../support/test-app';
import { IPHONE_PORTRAIT_CLIP, PARIS_CLIP, videoFile } from '../support/videos';

/**
 * Videos end to end, with the real worker in scaled mode: real clips made by the bundled ffmpeg are uploaded, read by
 * the worker (length, shown size, date, place, poster), played as they are or through an H.264 copy, and served by
 * byte ranges.
 */
/** Small, so that a test clip can be over it; every other clip of these tests is far under. */
const MAX_VIDEO_MB = 0.15;

describe('Videos', () => {
  let app: TestApp;
  let platformAdmin: TestUser;

  beforeAll(async () => {
    app = await TestApp.start({ worker: true, env: { MAX_VIDEO_MB: String(MAX_VIDEO_MB) } });
    platformAdmin = await createUser(app, { name: 'Pat Platform' });
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  const rowOf = async (photoId: number) => (await photoRows(app)).find((row) => row.id === photoId)!;
  const storagePath = (key: unknown) => join(app.config.storageDir, String(key));
  const photoOf = async (user: { agent: ReturnType<TestApp['agent']> }, id: number) => (await user.agent.get(`/api/photos/${id}`).expect(200)).body.photo;
  const bytesOf = (request: ReturnType<ReturnType<TestApp['agent']>['get']>) => request.buffer(true).parse(binary);

  describe('an H.264 MP4 with a creation time and a location', () => {
    it('is read by the worker: length, size, date, GPS and place, a poster thumbnail, and played as it is', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const clip = await videoFile(PARIS_CLIP);
      const uploaded = await uploadPhoto(admin, familyId, { description: 'Fireworks' }, clip);
      expect(uploaded).toMatchObject({ media_type: 'video', mime_type: 'video/mp4', playback_url: `/api/photos/${uploaded.id}/playback` });
      // The upload's one ffprobe run already filled the row, as a photo's EXIF does: the worker only takes the poster.
      expect(uploaded).toMatchObject({ taken_date: '2019-07-14T10:30:00', has_gps: true, playback_status: 'ready' });
      expect(uploaded.duration_seconds).toBeCloseTo(2, 1);
      await app.drainJobs();

      const video = await photoOf(admin, uploaded.id);
      expect(video).toMatchObject({
        media_type: 'video',
        width: 320,
        height: 240,
        taken_date: '2019-07-14T10:30:00',
        has_gps: true,
        gps_latitude: 48.8584,
        gps_longitude: 2.2945,
        playback_status: 'ready',
        playback_progress: null,
        thumbnail_status: 'ready',
      });
      expect(video.duration_seconds).toBeCloseTo(2, 1);
      expect(video.display_location).toMatch(/^Paris, .*France$/);
      expect(video.sort_date).toBe('2019-07-14T10:30:00');

      const thumbnail = await bytesOf(admin.agent.get(video.thumbnail_url)).expect(200).expect('Content-Type', 'image/webp');
      expect(await sharp(thumbnail.body).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
      const playback = await bytesOf(admin.agent.get(video.playback_url)).expect(200).expect('Content-Type', 'video/mp4').expect('Accept-Ranges', 'bytes');
      expect(Buffer.compare(playback.body, clip.content)).toBe(0);
      // Played as it is: no copy was made.
      const row = await rowOf(uploaded.id);
      expect(row.playback_key).toBeNull();
      expect((await storedFiles(app)).filter((file) => file.startsWith(`playback/${familyId}/`))).toEqual([]);
    });

    it('keeps the date a person typed at upload over the camera date', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const uploaded = await uploadPhoto(admin, familyId, { fuzzy_date: 'summer 1992' }, await videoFile(PARIS_CLIP));
      await app.drainJobs();
      expect(await photoOf(admin, uploaded.id)).toMatchObject({ taken_date: null, fuzzy_date_text: 'summer 1992', has_gps: true });
    });
  });

  describe('an HEVC MOV filmed upright', () => {
    it('shows portrait and gets an upright H.264/AAC MP4 playback copy, with its progress reported', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const progress = jest.spyOn(app.app.get(PhotosRepository), 'recordPlaybackProgress');
      const uploaded = await uploadPhoto(admin, familyId, {}, await videoFile(IPHONE_PORTRAIT_CLIP));
      expect(uploaded).toMatchObject({ media_type: 'video', mime_type: 'video/quicktime', width: 240, height: 320, playback_status: 'pending' });
      await app.drainJobs();

      const video = await photoOf(admin, uploaded.id);
      expect(video).toMatchObject({ width: 240, height: 320, playback_status: 'ready', playback_progress: null, taken_date: null, has_gps: false });
      const row = await rowOf(uploaded.id);
      expect(row.playback_key).toMatch(new RegExp(`^playback/${familyId}/[0-9a-f-]+\\.mp4$`));
      const copyPath = storagePath(row.playback_key);
      expect(await probeVideo(resolveVideoBinaries(), copyPath)).toMatchObject({ container: 'mp4', videoCodec: 'h264', audioCodec: 'aac', pixelFormat: 'yuv420p', width: 240, height: 320, rotation: 0 });

      const playback = await bytesOf(admin.agent.get(video.playback_url)).expect(200).expect('Content-Type', 'video/mp4');
      expect(Buffer.compare(playback.body, await readFile(copyPath))).toBe(0);
      expect(Number(row.playback_bytes)).toBe(playback.body.length);
      const thumbnail = await bytesOf(admin.agent.get(video.thumbnail_url)).expect(200);
      expect(await sharp(thumbnail.body).metadata()).toMatchObject({ width: 240, height: 320 });

      if (app.mode === 'scaled') {
        const job = await (app.app.get(JobProducer) as BullMqJobProducer).queue('video').getJob(`playback-${uploaded.id}`);
        expect(job?.progress).toBe(100);
      } else {
        expect(progress).toHaveBeenCalledWith(uploaded.id, expect.any(Number));
      }
      progress.mockRestore();

      // Deleting the video for good removes its copy with its other files.
      await admin.agent.delete(`/api/photos/${uploaded.id}`).expect(204);
      await admin.agent.delete(`/api/photos/${uploaded.id}/permanent`).expect(200);
      expect((await storedFiles(app)).filter((file) => file.split('/')[1] === String(familyId))).toEqual([]);
    }, 60_000);
  });

  describe('an H.264/AAC MOV filmed upright (older iPhones, cameras)', () => {
    it('gets an MP4 playback copy of its own streams, not encoded again, turned as the original', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const clip = await videoFile({ ...IPHONE_PORTRAIT_CLIP, codec: 'h264' });
      const uploaded = await uploadPhoto(admin, familyId, {}, clip);
      expect(uploaded).toMatchObject({ media_type: 'video', mime_type: 'video/quicktime' });
      await app.drainJobs();

      expect(await photoOf(admin, uploaded.id)).toMatchObject({ width: 240, height: 320, playback_status: 'ready', thumbnail_status: 'ready' });
      const row = await rowOf(uploaded.id);
      expect(row.playback_key).toMatch(new RegExp(`^playback/${familyId}/[0-9a-f-]+\\.mp4$`));
      const binaries = resolveVideoBinaries();
      const copyPath = storagePath(row.playback_key);
      const originalPath = storagePath(row.original_key);
      // Stored 320 × 240 as the original is, and turned by the same display matrix.
      expect(await probeVideo(binaries, copyPath)).toMatchObject({ container: 'mp4', videoCodec: 'h264', audioCodec: 'aac', codedWidth: 320, codedHeight: 240, width: 240, height: 320 });
      const packets = (path: string) => runTool(binaries.ffmpeg, ['-v', 'error', '-nostdin', '-i', path, '-map', '0:v:0', '-map', '0:a:0', '-c', 'copy', '-f', 'md5', '-'], { timeoutMs: 30_000 });
      expect(await packets(copyPath)).toBe(await packets(originalPath));
      const playback = await bytesOf(admin.agent.get(`/api/photos/${uploaded.id}/playback`)).expect(200).expect('Content-Type', 'video/mp4');
      expect(Buffer.compare(playback.body, await readFile(copyPath))).toBe(0);
    }, 60_000);
  });

  describe('GET /api/photos/{id}/playback', () => {
    it('answers 409 with the progress while the copy is being made, 409 when it failed, and 404 for a photo', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const video = await uploadPhoto(admin, familyId, {}, await videoFile(PARIS_CLIP));
      await app.drainJobs();
      const photos = app.app.get(PhotosRepository);
      await photos.setPlaybackStatus(video.id, 'processing', 42);
      expect((await admin.agent.get(`/api/photos/${video.id}/playback`).expect(409)).body).toEqual({
        error: 'This video is still being prepared for playback (42% done): try again in a moment',
      });
      expect(await photoOf(admin, video.id)).toMatchObject({ playback_status: 'processing', playback_progress: 42 });
      await photos.setPlaybackStatus(video.id, 'failed');
      expect((await admin.agent.get(`/api/photos/${video.id}/playback`).expect(409)).body.error).toMatch(/could not be prepared for playback/);

      const photo = await uploadPhoto(admin, familyId);
      expect(photo).toMatchObject({ media_type: 'photo', duration_seconds: null, playback_url: null, playback_status: null });
      expect((await admin.agent.get(`/api/photos/${photo.id}/playback`).expect(404)).body).toEqual({ error: 'This is a photo: only videos have a playback file' });
    });
  });

  describe('byte ranges', () => {
    let admin: Awaited<ReturnType<typeof createFamilyWithRoles>>['admin'];
    let original: Buffer;
    let copy: Buffer;
    let videoId: number;

    beforeAll(async () => {
      const family = await createFamilyWithRoles(app);
      admin = family.admin;
      const clip = await videoFile({ ...IPHONE_PORTRAIT_CLIP, seconds: 3 });
      original = clip.content;
      videoId = (await uploadPhoto(admin, family.familyId, {}, clip)).id;
      await app.drainJobs();
      copy = await readFile(storagePath((await rowOf(videoId)).playback_key));
    }, 60_000);

    const ranged = (kind: 'file' | 'playback', range: string) => bytesOf(admin.agent.get(`/api/photos/${videoId}/${kind}`).set('Range', range));

    it.each(['file', 'playback'] as const)('/%s answers the exact bytes of the first, a middle and the last part', async (kind) => {
      const whole = kind === 'file' ? original : copy;
      const size = whole.length;
      const cases: Array<[string, number, number]> = [
        ['bytes=0-99', 0, 99],
        [`bytes=1000-${1000 + 4095}`, 1000, 1000 + 4095],
        ['bytes=-500', size - 500, size - 1],
        [`bytes=${size - 10}-`, size - 10, size - 1],
        [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
      ];
      for (const [range, start, end] of cases) {
        const response = await ranged(kind, range).expect(206).expect('Accept-Ranges', 'bytes').expect('Content-Range', `bytes ${start}-${end}/${size}`);
        expect(response.headers['content-length']).toBe(String(end - start + 1));
        expect(Buffer.compare(response.body, whole.subarray(start, end + 1))).toBe(0);
      }
    });

    it.each(['file', 'playback'] as const)('/%s answers 416 for a range past the end, and the whole file for no range', async (kind) => {
      const size = (kind === 'file' ? original : copy).length;
      const refused = await admin.agent.get(`/api/photos/${videoId}/${kind}`).set('Range', `bytes=${size}-`).expect(416).expect('Content-Range', `bytes */${size}`);
      expect(refused.body.error).toMatch(/outside this file/);
      const whole = await bytesOf(admin.agent.get(`/api/photos/${videoId}/${kind}`)).expect(200).expect('Accept-Ranges', 'bytes');
      expect(whole.body.length).toBe(size);
      // A range of an older version of the file (If-Range names another ETag) gets the whole current file.
      await bytesOf(admin.agent.get(`/api/photos/${videoId}/${kind}`).set('Range', 'bytes=0-9').set('If-Range', '"stale"')).expect(200);
    });
  });

  describe('refused uploads leave nothing behind', () => {
    const nothingLeft = async (familyId: number) => {
      expect(await photoRows(app, familyId)).toEqual([]);
      expect((await storedFiles(app)).filter((file) => file.startsWith('tmp/') || file.split('/')[1] === String(familyId))).toEqual([]);
    };

    it('refuses text named .mov with 400', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      // Bytes that look like a QuickTime file to a sniffer (an ftyp box) but are not a film.
      const fake = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  \0\0\0\0qt  '), Buffer.from('my holiday notes, not a film\n'.repeat(40))]);
      const response = await postPhoto(admin, familyId, { content: fake, filename: 'holiday.mov', contentType: 'video/quicktime' }).expect(400);
      expect(response.body.error).toMatch(/could not be read/);
      await nothingLeft(familyId);
      const text = await postPhoto(admin, familyId, { content: Buffer.from('just text\n'.repeat(100)), filename: 'notes.mov', contentType: 'video/quicktime' });
      expect([400, 415]).toContain(text.status);
      expect(text.body.error).toEqual(expect.any(String));
      await nothingLeft(familyId);
    });

    it('refuses an MP4 cut off before its index with 400', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const clip = await videoFile({ seconds: 3 });
      // Written without faststart, the index comes last: the first third of the file has none.
      const truncated = clip.content.subarray(0, Math.floor(clip.content.length / 3));
      const response = await postPhoto(admin, familyId, { ...clip, content: truncated }).expect(400);
      expect(response.body.error).toMatch(/could not be read/);
      await nothingLeft(familyId);
    });
    it(`refuses a video over MAX_VIDEO_MB (${MAX_VIDEO_MB}) with 413`, async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const clip = await videoFile({ width: 640, height: 480, seconds: 6 });
      expect(clip.content.length).toBeGreaterThan(MAX_VIDEO_MB * 1024 * 1024);
      const response = await postPhoto(admin, familyId, clip).expect(413);
      expect(response.body.error).toEqual(expect.any(String));
      await nothingLeft(familyId);
    });
  });

  describe('videos take part in everything photos do', () => {
    it('timeline, decades, On This Day, search, stories and comments', async () => {
      const viewer = await createUser(app);
      const familyId = (await viewer.agent.post('/api/families').send({ name: 'Filmmakers' }).expect(201)).body.family.id;
      const video = await uploadPhoto(viewer, familyId, { description: 'Bastille Day fireworks film' }, await videoFile(PARIS_CLIP));
      await app.drainJobs();

      const timeline = (await viewer.agent.get(`/api/timeline?family_ids=${familyId}`).expect(200)).body;
      expect(timeline.photos.map((p: { id: number; media_type: string }) => [p.id, p.media_type])).toEqual([[video.id, 'video']]);
      expect(timeline.photos[0]).toMatchObject({ duration_seconds: expect.any(Number), playback_url: `/api/photos/${video.id}/playback` });
      expect((await viewer.agent.get(`/api/timeline/decades?family_ids=${familyId}`).expect(200)).body.decades).toEqual([{ decade: 2010, count: 1 }]);
      const memories = (await viewer.agent.get('/api/timeline/on-this-day?date=2024-07-14').expect(200)).body.memories;
      expect(memories.flatMap((m: { photos: Array<{ id: number }> }) => m.photos.map((p) => p.id))).toContain(video.id);
      const search = (await viewer.agent.get('/api/search?q=fireworks').expect(200)).body;
      expect(search.results.photos.map((p: { id: number }) => p.id)).toContain(video.id);
      const story = await createStory(viewer, video.id, { content: 'We watched from the bridge' });
      const comment = await createComment(viewer, video.id, 'Loud!');
      expect(story.photo_id ?? video.id).toBe(video.id);
      expect((await viewer.agent.get(`/api/photos/${video.id}/comments`).expect(200)).body.comments.map((c: { id: number }) => c.id)).toEqual([comment.id]);
    }, 60_000);

    it('admin statistics count the videos apart from the photos', async () => {
      const dataSource = app.app.get(DataSource);
      const [{ n: videos }] = await dataSource.query("SELECT COUNT(*) AS n FROM photos WHERE media_type = 'video'");
      const [{ n: all }] = await dataSource.query('SELECT COUNT(*) AS n FROM photos');
      const stats = (await platformAdmin.agent.get('/api/admin/stats').expect(200)).body;
      expect(stats.photos.total).toBe(Number(all));
      expect(stats.videos).toEqual({ total: Number(videos), uploaded_30d: Number(videos) });
      expect(Number(videos)).toBeGreaterThan(0);
    });
  });
});

