import { createHash, randomBytes } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import sharp from 'sharp';
import { JobsHold } from '@heirloom/jobs';
import { ExpiredDownloadsSweeper } from '@heirloom/processors';
import { DownloadsRepository } from '@heirloom/database';
import { createFamily, createFamilyWithRoles, createUser, TestUser } from '../support/factories';
import { eventually } from '../support/eventually';
import { cameraFile, noisyImage, storedFiles, uniqueJpeg, uploadPhoto, UploadFile } from '../support/photos';
import { createDownload, downloadRowCounts, expireDownload, getDownload, openStoredFiles, postDownload, readWithRealTools } from '../support/downloads';
import { TestApp } from '../support/test-app';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
const TOKEN_URL = /^\/api\/downloads\/[A-Za-z0-9_-]{43}$/;

/** POST /families/:id/downloads and GET /downloads/:token: many originals as one stored zip of a known length. */
describe('Downloads of many photos', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** Uploads each file and answers the photo ids in order. */
  async function upload(user: TestUser, familyId: number, files: UploadFile[]): Promise<number[]> {
    const ids: number[] = [];
    for (const file of files) ids.push((await uploadPhoto(user, familyId, {}, file)).id);
    return ids;
  }

  describe('the zip', () => {
    it('holds the originals byte for byte, stored, under unique safe names, at exactly the announced length', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const png = { content: await noisyImage(40, 30, 'png'), filename: 'scan.png', contentType: 'image/png' };
      const camera = await cameraFile('canon-powershot-s400.jpg');
      const files: UploadFile[] = [
        { ...(await uniqueJpeg()), filename: 'IMG_0001.JPG' },
        png,
        { ...(await uniqueJpeg()), filename: 'IMG_0001.JPG' },
        { ...camera, filename: 'img_0001.jpg' },
        { ...(await uniqueJpeg()), filename: 'what?:now.jpg' },
        { ...(await uniqueJpeg()), filename: ' ..' },
      ];
      const ids = await upload(admin, familyId, files);

      const before = Date.now();
      const download = await createDownload(member, familyId, ids);
      expect(download).toMatchObject({ url: expect.stringMatching(TOKEN_URL), count: 6, size_bytes: expect.any(Number) });
      const expiresIn = Date.parse(download.expires_at) - before;
      expect(expiresIn).toBeGreaterThan(9 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(10 * 60_000 + 1000);

      const response = await getDownload(member, download.url).expect(200);
      expect(response.headers).toMatchObject({
        'content-type': 'application/zip',
        'content-length': String(download.size_bytes),
        'content-disposition': expect.stringMatching(/^attachment; filename="heirloom-6-photos-\d{4}-\d{2}-\d{2}\.zip"$/),
        'cache-control': 'private, no-store',
      });
      const zip = response.body as Buffer;
      expect(zip.length).toBe(download.size_bytes);

      const { entries, unzipTest, zipinfo } = readWithRealTools(zip);
      expect(unzipTest).toMatch(/No errors detected in compressed data/);
      expect(zipinfo.match(/compression method:\s+none \(stored\)/g)).toHaveLength(6);
      expect(zipinfo.match(/compression method:/g)).toHaveLength(6);
      expect(entries.map((entry) => entry.name)).toEqual(['IMG_0001.JPG', 'scan.png', 'IMG_0001 (2).JPG', 'img_0001 (3).jpg', 'what__now.jpg', `photo-${ids[5]}.jpg`]);
      expect(entries.map((entry) => entry.sha256)).toEqual(files.map((file) => sha256(file.content)));
      expect(entries.map((entry) => entry.size)).toEqual(files.map((file) => file.content.length));
      expect(entries.every((entry) => entry.compressType === 0)).toBe(true);
      expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(false);
    });

    it('answers HEAD with the headers alone', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const download = await createDownload(admin, familyId, await upload(admin, familyId, [await uniqueJpeg()]));
      const response = await admin.agent.head(download.url).expect(200);
      expect(response.headers['content-length']).toBe(String(download.size_bytes));
      expect(response.headers['content-disposition']).toMatch(/heirloom-1-photo-/);
    });

    it('stops reading files when the client goes away mid-download, and keeps serving', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      // Random pixels do not compress: each PNG is about 6 MB, more than the socket buffers hold between us.
      const big = async (n: number) => ({
        content: await sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer(),
        filename: `big-${n}.png`,
        contentType: 'image/png',
      });
      const ids = await upload(admin, familyId, [await big(1), await big(2), await big(3)]);
      // In embedded mode the thumbnail jobs read the originals in this process too: let them finish first (in scaled
      // mode the worker reads them, in a process of its own).
      if (app.mode === 'embedded') await app.drainJobs(120_000);
      const download = await createDownload(admin, familyId, ids);
      expect(download.size_bytes).toBeGreaterThan(15_000_000);

      let openWhileStreaming: string[] = [];
      await admin.agent
        .get(download.url)
        .buffer(true)
        .parse((response, callback) => {
          const incoming = response as unknown as IncomingMessage;
          let received = 0;
          // Past the first megabyte the server is inside the first file (its headers alone arrive before it is opened).
          incoming.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received < 1_000_000 || incoming.destroyed) return;
            openWhileStreaming = openStoredFiles(app);
            incoming.destroy();
            callback(null, Buffer.alloc(0));
          });
        })
        .catch(() => undefined);
      expect(openWhileStreaming.filter((path) => path.includes('/originals/'))).toHaveLength(1);
      await eventually(async () => openStoredFiles(app), (open) => open.length === 0, 10_000, 'the original being zipped is closed');
      await getDownload(admin, download.url).expect(200);
    });
  });

  describe('bad requests', () => {
    it.each([
      ['no ids', { photo_ids: [] }, /photo_ids must name at least one photo/],
      ['10,001 ids', { photo_ids: Array.from({ length: 10_001 }, (_, i) => i + 1) }, /photo_ids must name at most 10000 photos/],
      ['a fraction', { photo_ids: [1.5] }, /photo_ids must hold whole numbers/],
      ['a string', { photo_ids: ['1'] }, /photo_ids must hold whole numbers/],
      ['zero', { photo_ids: [0] }, /photo_ids must hold photo ids/],
      ['an id twice', { photo_ids: [3, 3] }, /photo_ids must name each photo once/],
      ['not a list', { photo_ids: 3 }, /photo_ids must be a list/],
      ['nothing', {}, /photo_ids/],
    ])('refuses %s with 400 naming photo_ids, and stores nothing', async (_, body, message) => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const before = await downloadRowCounts(app);
      const response = await postDownload(admin, familyId, body).expect(400);
      expect(response.body).toEqual({ error: expect.stringMatching(message) });
      expect(await downloadRowCounts(app)).toEqual(before);
    });

    it("refuses photos of another family (404 naming them), and another family's own route to outsiders", async () => {
      const { admin, member, outsider, familyId } = await createFamilyWithRoles(app);
      const otherFamily = await createFamily(outsider);
      const [mine] = await upload(admin, familyId, [await uniqueJpeg()]);
      const [theirs] = await upload(outsider, otherFamily, [await uniqueJpeg()]);
      const before = await downloadRowCounts(app);

      const mixed = await postDownload(member, familyId, { photo_ids: [mine, theirs, 99_999_999] }).expect(404);
      expect(mixed.body).toEqual({ error: `These photos are not in this family: ${theirs}, 99999999` });
      await postDownload(member, otherFamily, { photo_ids: [theirs] }).expect(404, { error: 'Family not found' });
      await app.request().post(`/api/families/${familyId}/downloads`).send({ photo_ids: [mine] }).expect(401);
      expect(await downloadRowCounts(app)).toEqual(before);
    });
  });

  describe('the link', () => {
    it("works for the member who made it only: another member or user gets 404, no session 401", async () => {
      const { admin, member, outsider, familyId } = await createFamilyWithRoles(app);
      const download = await createDownload(member, familyId, await upload(admin, familyId, [await uniqueJpeg()]));
      await admin.agent.get(download.url).expect(404, { error: 'Download not found' });
      await outsider.agent.get(download.url).expect(404, { error: 'Download not found' });
      await app.request().get(download.url).expect(401);
      await member.agent.get('/api/downloads/not-a-token').expect(404, { error: 'Download not found' });
      await member.agent.get(`/api/downloads/${'a'.repeat(43)}`).expect(404, { error: 'Download not found' });
      await getDownload(member, download.url).expect(200);
    });

    it('answers 410 once expired, and 404 once the sweep removed it an hour later, rows and items gone', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const ids = await upload(admin, familyId, [await uniqueJpeg(), await uniqueJpeg()]);
      const download = await createDownload(admin, familyId, ids);
      await expireDownload(app, download.url);
      const response = await admin.agent.get(download.url).expect(410);
      expect(response.body).toEqual({ error: expect.stringMatching(/expired.*download them again/) });

      const sweeper = new ExpiredDownloadsSweeper(app.app.get(DownloadsRepository), app.app.get(JobsHold));
      const kept = await downloadRowCounts(app);
      expect(await sweeper.sweep()).toBe(0);
      await expireDownload(app, download.url, 61 * 60_000);
      expect(await sweeper.sweep()).toBe(1);
      expect(await downloadRowCounts(app)).toEqual({ downloads: kept.downloads - 1, items: kept.items - 2 });
      await admin.agent.get(download.url).expect(404);
    });

    it('stops working for someone who left the family', async () => {
      const { admin, member, memberId, familyId } = await createFamilyWithRoles(app);
      const download = await createDownload(member, familyId, await upload(admin, familyId, [await uniqueJpeg()]));
      await admin.agent.delete(`/api/families/${familyId}/members/${memberId}`).expect(204);
      await member.agent.get(download.url).expect(404, { error: 'Download not found' });
    });

    it('refuses (409) rather than shortens the zip when a chosen photo was deleted since', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const ids = await upload(admin, familyId, [await uniqueJpeg(), await uniqueJpeg(), await uniqueJpeg()]);
      const download = await createDownload(admin, familyId, ids);
      await admin.agent.delete(`/api/photos/${ids[1]}`).expect(204);
      const response = await admin.agent.get(download.url).expect(409);
      expect(response.body).toEqual({ error: '1 of the 3 photos of this download was deleted since it was made: select the photos and download them again' });
    });
  });

  it('leaves no files behind: no temporary archive, nothing beside the originals', async () => {
    const { admin, familyId } = await createFamilyWithRoles(app);
    const ids = await upload(admin, familyId, [await uniqueJpeg()]);
    // Thumbnails and previews (and their .webp staging in tmp/, written under a .tmp name first) come and go with the
    // media jobs; the rest must not move.
    const lasting = async () => (await storedFiles(app)).filter((file) => !/^(thumbnails\/|previews\/|tmp\/[^/]+\.webp(\.[0-9a-f-]+\.tmp)?$)/.test(file));
    const files = await lasting();
    await getDownload(admin, (await createDownload(admin, familyId, ids)).url).expect(200);
    expect(await lasting()).toEqual(files);
    expect(files.filter((file) => !file.startsWith('originals/'))).toEqual([]);
  });
});

describe('Downloads in ZIP64 form (forced on a small archive)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ env: { TEST_FORCE_ZIP64: '1' } });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('writes ZIP64 records that unzip, zipinfo and Python read, entries byte for byte', async () => {
    const user = await createUser(app);
    const familyId = await createFamily(user);
    const files = [await cameraFile('nikon-d100.jpg'), { ...(await uniqueJpeg()), filename: 'nikon-d100.jpg' }];
    const ids: number[] = [];
    for (const file of files) ids.push((await uploadPhoto(user, familyId, {}, file)).id);
    const download = await createDownload(user, familyId, ids);
    const response = await getDownload(user, download.url).expect(200);
    const zip = response.body as Buffer;
    expect(zip.length).toBe(download.size_bytes);
    expect(Number(response.headers['content-length'])).toBe(zip.length);
    // The ZIP64 end of central directory record and its locator.
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);

    const { entries, unzipTest, zipinfo } = readWithRealTools(zip);
    expect(unzipTest).toMatch(/No errors detected/);
    // The end record says 0xFFFF entries: zipinfo found the count (and every offset) in the ZIP64 records.
    expect(zipinfo).toMatch(/central directory contains 2 entries/);
    expect(zipinfo.match(/PKWARE 64-bit sizes/g)).toHaveLength(2);
    expect(entries.map((entry) => entry.name)).toEqual(['nikon-d100.jpg', 'nikon-d100 (2).jpg']);
    expect(entries.map((entry) => entry.sha256)).toEqual(files.map((file) => sha256(file.content)));
  });
});
