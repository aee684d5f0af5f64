import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { fixture, heicClaiming, jpegClaiming, jpegWithCamera, noisyImage, photoRows, pngBomb, storedFiles, uniqueJpeg } from '../support/photos';
import { hostileFormValues, PathIds, RouteRow, ROUTES } from './hostile-input.corpus';
import { expectHealthy, HostileCase, judge, runBatch, useHostileWorld } from './hostile-input.support';

jest.setTimeout(300_000);

/** Hostile multipart uploads: every refusal leaves neither a photo row nor a stored or temporary file. */
describe('Hostile uploads', () => {
  const world = useHostileWorld();
  const batch = (cases: HostileCase[]) => runBatch(world, cases);
  const healthy = () => expectHealthy(world);

  const call = (row: RouteRow) => world.admin.agent[row.method](row.path.replace(/:(\w+)/g, (_, name: keyof PathIds) => world.ids[name]));

  const single = () => `/api/families/${world.ids.familyId}/photos`;
  let rowsBefore: number;
  let filesBefore: string[];

  beforeEach(async () => {
    // The seeded photo's thumbnail job may still be writing through a temporary file.
    await world.app.drainJobs();
    rowsBefore = (await photoRows(world.app)).length;
    filesBefore = await storedFiles(world.app);
  });

  /** No refused upload leaves a row, a stored file or a temporary file behind. */
  const expectNothingLeft = async () => {
    expect((await photoRows(world.app)).length).toBe(rowsBefore);
    expect(await storedFiles(world.app)).toEqual(filesBefore);
  };

  const uploadRows = ROUTES.filter((row) => row.multipart);
  it.each(uploadRows.map((row) => [row.path, row] as const))('%s refuses hostile form fields with the field named', async (_, row) => {
    const { file, fields } = row.multipart!;
    const cases = Object.entries(fields).flatMap(([name, rule]) =>
      hostileFormValues(rule).map((hostile) => ({
        label: `${name} ${hostile.label}`,
        send: async () => {
          const request = call(row).attach(file, (await uniqueJpeg()).content, { filename: 'ok.jpg', contentType: 'image/jpeg' });
          for (const value of [hostile.value].flat()) request.field(name, String(value));
          return request;
        },
        statuses: hostile.statuses,
        field: name,
      })),
    );
    cases.push({
      label: 'an extra field',
      send: async () => call(row).attach(file, (await uniqueJpeg()).content, 'ok.jpg').field('uploaded_by', '1'),
      statuses: undefined,
      field: 'uploaded_by',
    });
    await batch(cases);
    await expectNothingLeft();
  });

  const MALFORMED_FORMS: Array<{ label: string; contentType: string; body: () => Promise<Buffer> | Buffer; statuses?: number[]; headers?: Record<string, string> }> = [
    { label: 'no file part', contentType: 'multipart/form-data; boundary=XyZ', body: () => Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="description"\r\n\r\nno photo\r\n--XyZ--\r\n') },
    {
      label: 'a boundary that never appears',
      contentType: 'multipart/form-data; boundary=NotThere',
      body: async () => Buffer.concat([Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n'), (await uniqueJpeg()).content, Buffer.from('\r\n--XyZ--\r\n')]),
    },
    { label: 'no boundary at all', contentType: 'multipart/form-data', body: () => Buffer.from('--XyZ\r\n\r\n--XyZ--\r\n') },
    { label: 'an empty body', contentType: 'multipart/form-data; boundary=XyZ', body: () => Buffer.alloc(0) },
    {
      label: 'a body cut off in the file',
      contentType: 'multipart/form-data; boundary=XyZ',
      body: async () => Buffer.concat([Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'), (await uniqueJpeg()).content.subarray(0, 200)]),
    },
    {
      label: 'a part without headers',
      contentType: 'multipart/form-data; boundary=XyZ',
      body: () => Buffer.from('--XyZ\r\n\r\nwhat is this\r\n--XyZ--\r\n'),
    },
    { label: 'JSON instead of a form', contentType: 'application/json', body: () => Buffer.from('{"photo": "AAAA"}') },
    // Refused by what it declares (larger than any valid form), before a byte of it is waited for.
    { label: 'a Content-Length of a terabyte', contentType: 'multipart/form-data; boundary=XyZ', headers: { 'Content-Length': String(2 ** 40) }, body: async () => Buffer.concat([Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n'), (await uniqueJpeg()).content]), statuses: [413] },
  ];
  it.each(MALFORMED_FORMS.map((form) => [form.label, form] as const))('refuses a malformed form: %s', async (_, form) => {
    await batch([{ label: form.label, send: async () => world.admin.agent.post(single()).set({ 'Content-Type': form.contentType, ...form.headers }).send(await form.body()), statuses: form.statuses }]);
    await expectNothingLeft();
  });

  const truncate = (buffer: Buffer) => buffer.subarray(0, Math.floor(buffer.length / 2));
  const BAD_FILES: Array<{ label: string; content: () => Promise<Buffer> | Buffer; filename: string; statuses: number[] }> = [
    { label: 'text named .jpg', content: () => Buffer.from('I am not a picture at all'), filename: 'fake.jpg', statuses: [415] },
    { label: 'an SVG declared as PNG', content: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), filename: 'x.png', statuses: [415] },
    { label: 'a GIF', content: () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer(), filename: 'x.gif', statuses: [415] },
    { label: 'an empty file', content: () => Buffer.alloc(0), filename: 'empty.jpg', statuses: [400, 415] },
    { label: 'only a JPEG signature', content: () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), filename: 'sig.jpg', statuses: [400, 415] },
    { label: 'a JPEG cut in half', content: async () => truncate(await noisyImage(256, 256, 'jpeg')), filename: 'half.jpg', statuses: [400] },
    { label: 'a PNG cut in half', content: async () => truncate(await noisyImage(256, 256, 'png')), filename: 'half.png', statuses: [400] },
    { label: 'a PNG bomb (20000 × 20000)', content: () => pngBomb(20_000, 20_000), filename: 'bomb.png', statuses: [400, 413] },
    { label: 'a JPEG claiming 65000 × 65000', content: () => jpegClaiming(65_000, 65_000), filename: 'claim.jpg', statuses: [400, 413] },
    { label: 'a file over MAX_UPLOAD_MB', content: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2.2 * 1024 * 1024, 0xff)]), filename: 'big.jpg', statuses: [413] },
    { label: 'a file of no accepted kind over every size limit', content: () => Buffer.alloc(3 * 1024 * 1024, 0xff), filename: 'big.jpg', statuses: [413, 415] },
    { label: 'text named .heic', content: () => Buffer.from('I am not an iPhone photo'), filename: 'IMG_0001.HEIC', statuses: [415] },
    { label: 'an HEIC whose header claims 12000 × 9000', content: () => heicClaiming(12_000, 9_000), filename: 'claim.heic', statuses: [400, 413] },
    { label: 'an HEIC cut in half', content: async () => truncate(await readFile(fixture('apple-iphone-7.heic'))), filename: 'half.heic', statuses: [400] },
    { label: 'a video over MAX_VIDEO_MB', content: async () => Buffer.concat([await readFile(fixture('ffmpeg-testsrc.mp4')), Buffer.alloc(2.6 * 1024 * 1024)]), filename: 'big.mp4', statuses: [413] },
  ];
  it.each(BAD_FILES.map((file) => [file.label, file] as const))('refuses a bad file, alone or in a bulk upload: %s', async (_, file) => {
    const content = await file.content();
    await batch([
      { label: 'single', send: () => world.admin.agent.post(single()).attach('photo', content, { filename: file.filename, contentType: 'image/jpeg' }), statuses: file.statuses },
    ]);
    const bulk = await world.admin.agent.post(`${single()}/bulk`).attach('photos', content, { filename: file.filename, contentType: 'image/jpeg' });
    if (bulk.status === 200) {
      expect(bulk.body).toMatchObject({ total: 1, successful: 0, failed: 1, results: [{ status: 'error', error: expect.any(String) }] });
    } else {
      expect(judge(bulk, file.statuses)).toBeNull();
    }
    await expectNothingLeft();
  });

  /** Files whose own text (EXIF, the file name) is far longer than any column: stored, the text cut to fit. */
  const OVERSIZED_METADATA: Array<{ label: string; file: () => Promise<{ content: Buffer; filename: string }> }> = [
    { label: 'EXIF Make and Model of 3,000 characters each', file: async () => ({ content: await jpegWithCamera('M'.repeat(3000), 'm'.repeat(3000), '#123456'), filename: 'camera.jpg' }) },
    { label: 'EXIF camera names of 3,000 emoji', file: async () => ({ content: await jpegWithCamera('📷'.repeat(3000), '🎞'.repeat(3000), '#654321'), filename: 'emoji.jpg' }) },
    { label: 'a file name of 1,000 emoji', file: async () => ({ content: (await uniqueJpeg()).content, filename: `${'🖼️'.repeat(1000)}.jpg` }) },
  ];
  it.each(OVERSIZED_METADATA.map((entry) => [entry.label, entry] as const))('stores a file with oversized metadata, alone or in a bulk upload: %s', async (_, entry) => {
    const { content, filename } = await entry.file();
    const uploads = {
      single: async () => (await world.admin.agent.post(single()).attach('photo', content, { filename, contentType: 'image/jpeg' }).expect(201)).body.photo,
      bulk: async () => {
        const response = await world.admin.agent.post(`${single()}/bulk`).attach('photos', content, { filename, contentType: 'image/jpeg' }).expect(200);
        expect(response.body).toMatchObject({ successful: 1, failed: 0 });
        return response.body.results[0].photo;
      },
    };
    for (const upload of Object.values(uploads)) {
      const photo = await upload();
      const row = (await photoRows(world.app)).find((stored) => Number(stored.id) === photo.id)!;
      for (const column of ['camera_info', 'camera_settings', 'original_filename']) {
        const text = row[column] === null ? '' : String(row[column]);
        expect([...text].length).toBeLessThanOrEqual(255);
        expect(text).not.toMatch(/\p{Cs}/u); // no lone half of a surrogate pair
      }
      // Gone again, so that the same bytes can go up the other way.
      await world.admin.agent.delete(`/api/photos/${photo.id}`).expect(204);
      await world.admin.agent.delete(`/api/photos/${photo.id}/permanent`).expect(200);
      await world.app.drainJobs();
    }
  });

  it('refuses a second file and a file under another field name', async () => {
    const [a, b] = [await uniqueJpeg(), await uniqueJpeg()];
    await batch([
      { label: 'two files', send: () => world.admin.agent.post(single()).attach('photo', a.content, 'a.jpg').attach('photo', b.content, 'b.jpg'), statuses: [413], field: undefined },
      { label: 'another field name', send: () => world.admin.agent.post(single()).attach('file', a.content, 'a.jpg'), field: 'photo' },
      // multer counts every file part against the one-file limit, so this is a 413 rather than a 400.
      { label: 'a file in a text field', send: () => world.admin.agent.post(single()).attach('photo', a.content, 'a.jpg').attach('description', b.content, 'b.jpg'), statuses: [400, 413] },
    ]);
    await expectNothingLeft();
  });

  it('leaves no row and no file when the client drops the connection half-way through an upload', async () => {
    const jpeg = await noisyImage(600, 600, 'jpeg');
    const boundary = 'HalfWay';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="half.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const body = Buffer.concat([head, jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const cookie = (await world.admin.agent.get('/api/auth/me')).request.cookies;
    const url = new URL(world.app.url);
    let sawTemporaryFile = false;
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: single(),
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length, Cookie: cookie },
      });
      request.on('error', () => resolve());
      request.on('response', () => resolve());
      request.write(body.subarray(0, Math.floor(body.length / 2)), async () => {
        // Hang up only once the server has a temporary file with part of the photo in it.
        for (const deadline = Date.now() + 10_000; Date.now() < deadline && !sawTemporaryFile; await new Promise((r) => setTimeout(r, 20))) {
          sawTemporaryFile = (await storedFiles(world.app)).some((file) => file.startsWith('tmp/'));
        }
        request.destroy();
        resolve();
      });
    });
    expect(sawTemporaryFile).toBe(true);
    // The server notices the closed socket asynchronously: give it a moment, then nothing may be left.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && JSON.stringify(await storedFiles(world.app)) !== JSON.stringify(filesBefore)) await new Promise((r) => setTimeout(r, 100));
    await expectNothingLeft();
    await healthy();
  });
});
