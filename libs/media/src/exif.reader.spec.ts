import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { EMPTY_PHOTO_METADATA, parseExifDateTime, readPhotoMetadata, toGpsPosition, toPhotoMetadata } from './exif.reader';
import { ScratchDir, createScratchDir, fixture } from './testing/fixtures';

describe(readPhotoMetadata.name, () => {
  let scratch: ScratchDir;
  beforeAll(async () => {
    scratch = await createScratchDir();
  });
  afterAll(() => scratch.remove());

  describe('real camera files', () => {
    it('reads an iPhone 4S photo with GPS', async () => {
      const metadata = await readPhotoMetadata(fixture('apple-iphone-4s-gps.jpg'));
      expect(metadata).toEqual({
        takenDate: '2013-02-06T16:00:03',
        cameraInfo: 'Apple iPhone 4S',
        cameraSettings: 'f/2.4 \u00b7 1/4608 s \u00b7 ISO 50 \u00b7 4.28 mm',
        gps: { latitude: 37.885, longitude: -122.6225, altitude: 122 },
        orientation: 1,
      });
    });

    it('reads a second iPhone photo: 1/120 s and no Orientation tag', async () => {
      const metadata = await readPhotoMetadata(fixture('apple-iphone-4s-gps-2.jpg'));
      expect(metadata.cameraSettings).toBe('f/2.4 \u00b7 1/120 s \u00b7 ISO 80 \u00b7 4.28 mm');
      expect(metadata.takenDate).toBe('2012-12-23T14:47:49');
      expect(metadata.gps?.latitude).toBeCloseTo(37.8146667, 6);
      expect(metadata.gps?.longitude).toBeCloseTo(-122.2641667, 6);
      expect(metadata.gps?.altitude).toBe(2);
      expect(metadata.orientation).toBeNull();
    });

    it('does not double the make of a Canon PowerShot S400 and has no GPS', async () => {
      const metadata = await readPhotoMetadata(fixture('canon-powershot-s400.jpg'));
      expect(metadata).toEqual({
        takenDate: '2003-05-24T16:40:33',
        cameraInfo: 'Canon PowerShot S400',
        cameraSettings: 'f/2.8 \u00b7 1/8 s \u00b7 7.41 mm',
        gps: null,
        orientation: 1,
      });
    });

    it('reads a big-endian (Motorola) EXIF block', async () => {
      const metadata = await readPhotoMetadata(fixture('canon-s40-big-endian.jpg'));
      expect(metadata.cameraInfo).toBe('Canon S40');
      expect(metadata.cameraSettings).toBe('f/4.9 \u00b7 1/500 s \u00b7 21.3 mm');
      expect(metadata.takenDate).toBe('2003-12-14T12:01:44');
    });

    it('tidies NIKON CORPORATION into Nikon', async () => {
      const metadata = await readPhotoMetadata(fixture('nikon-d100.jpg'));
      expect(metadata.cameraInfo).toBe('Nikon D100');
      expect(metadata.cameraSettings).toBe('f/5 \u00b7 1/400 s \u00b7 190 mm');
      expect(metadata.takenDate).toBe('2004-05-22T09:32:21');
    });

    it('reads an iPhone 7 HEIC as it reads a JPEG: date, camera, settings and GPS', async () => {
      const metadata = await readPhotoMetadata(fixture('apple-iphone-7.heic'));
      expect(metadata).toMatchObject({ takenDate: '2019-10-20T18:34:30', cameraInfo: 'Apple iPhone 7', orientation: 1 });
      expect(metadata.cameraSettings).toMatch(/^f\/1\.8 · 1\/\d+ s · ISO \d+ · 3\.99 mm$/);
      expect(metadata.gps).toEqual({ latitude: expect.closeTo(38.0466, 3), longitude: expect.any(Number), altitude: expect.any(Number) });
    });

    it('answers empty metadata for an HEIC without EXIF', async () => {
      expect(await readPhotoMetadata(fixture('rainbow-hevc.heic'))).toEqual(EMPTY_PHOTO_METADATA);
    });

    it('reads the orientation of a file that has nothing else', async () => {
      expect(await readPhotoMetadata(fixture('orientation-8.jpg'))).toEqual({ ...EMPTY_PHOTO_METADATA, orientation: 8 });
    });
  });

  it('keeps the camera wall-clock time whatever the server time zone is', async () => {
    const original = process.env.TZ;
    try {
      const seen: string[] = [];
      for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC']) {
        process.env.TZ = zone;
        seen.push(String((await readPhotoMetadata(fixture('apple-iphone-4s-gps.jpg'))).takenDate));
      }
      expect(seen).toEqual(['2013-02-06T16:00:03', '2013-02-06T16:00:03', '2013-02-06T16:00:03']);
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('reads tags written by another encoder: southern latitude, long exposure, ISO 3200', async () => {
    const file = scratch.path('generated-d700.jpg');
    await sharp({ create: { width: 32, height: 24, channels: 3, background: '#808080' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'NIKON CORPORATION', Model: 'NIKON D700' },
        IFD2: { DateTimeOriginal: '2009:07:04 23:59:58', ExposureTime: '2/1', FNumber: '56/10', ISOSpeedRatings: '3200', FocalLength: '50/1' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 51/1 2532/100', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 5508/100', GPSAltitude: '1250/100' },
      })
      .toFile(file);
    expect(await readPhotoMetadata(file)).toEqual({
      takenDate: '2009-07-04T23:59:58',
      cameraInfo: 'Nikon D700',
      cameraSettings: 'f/5.6 \u00b7 2 s \u00b7 ISO 3200 \u00b7 50 mm',
      gps: { latitude: -33.8570333, longitude: 151.2153, altitude: 12.5 },
      orientation: 1,
    });
  });

  it('reads EXIF from a PNG (eXIf chunk)', async () => {
    const file = scratch.path('screenshot.png');
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } })
      .png()
      .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 12' }, IFD2: { DateTimeOriginal: '2021:06:01 10:11:12' } })
      .toFile(file);
    expect(await readPhotoMetadata(file)).toMatchObject({ takenDate: '2021-06-01T10:11:12', cameraInfo: 'Apple iPhone 12' });
  });

  describe('files it cannot read EXIF from answer empty metadata', () => {
    async function corrupted(name: string, damage: (bytes: Buffer, tiffStart: number) => void): Promise<string> {
      const bytes = await readFile(fixture('apple-iphone-4s-gps.jpg'));
      const tiffStart = bytes.indexOf(Buffer.from('Exif\0\0')) + 6;
      damage(bytes, tiffStart);
      const file = scratch.path(name);
      await writeFile(file, bytes);
      return file;
    }

    it.each<[string, (bytes: Buffer, tiffStart: number) => void]>([
      ['IFD0 offset far outside the file', (b, t) => b.writeUInt32BE(0x7ffffff0, t + 4)],
      ['TIFF header zeroed', (b, t) => b.fill(0, t, t + 200)],
      ['IFD entries overwritten with noise', (b, t) => { for (let i = t + 8; i < t + 400; i++) b[i] = (i * 7919) & 255; }],
    ])('malformed EXIF: %s', async (name, damage) => {
      const file = await corrupted(`${name.replace(/\W+/g, '-')}.jpg`, damage);
      expect(await readPhotoMetadata(file)).toEqual(EMPTY_PHOTO_METADATA);
    });

    it('a PNG without EXIF, an empty file and a text file', async () => {
      const png = scratch.path('plain.png');
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toFile(png);
      const empty = scratch.path('empty.jpg');
      await writeFile(empty, Buffer.alloc(0));
      const text = scratch.path('notes.jpg');
      await writeFile(text, 'not a photo at all');
      for (const file of [png, empty, text]) expect(await readPhotoMetadata(file)).toEqual(EMPTY_PHOTO_METADATA);
    });
  });

  it('still fails when the file itself cannot be read', async () => {
    await expect(readPhotoMetadata(scratch.path('missing.jpg'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe(toPhotoMetadata.name, () => {
  it('answers empty metadata for anything that is not a tag object', () => {
    for (const tags of [undefined, null, 'x', 42]) expect(toPhotoMetadata(tags)).toEqual(EMPTY_PHOTO_METADATA);
  });

  it('falls back to CreateDate and ignores impossible orientations', () => {
    expect(toPhotoMetadata({ CreateDate: '2001:02:03 04:05:06', Orientation: 9 })).toEqual({
      ...EMPTY_PHOTO_METADATA,
      takenDate: '2001-02-03T04:05:06',
    });
  });
});

describe(parseExifDateTime.name, () => {
  it.each([
    ['2013:02:06 16:00:03', '2013-02-06T16:00:03'],
    ['2013:02:06 16:00:03\u0000', '2013-02-06T16:00:03'],
    ['2013-02-06T16:00:03+02:00', '2013-02-06T16:00:03'],
    ['2013:02:06 16:00', '2013-02-06T16:00:00'],
    ['2000:02:29 23:59:59', '2000-02-29T23:59:59'],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseExifDateTime(raw)).toBe(expected);
  });

  it.each(['0000:00:00 00:00:00', '    :  :     :  :  ', '2013:02:30 10:00:00', '2013:13:01 10:00:00',
    '2013:02:06 24:00:00', '1700:01:01 00:00:00', 'yesterday', ''])('refuses %j', (raw) => {
    expect(parseExifDateTime(raw)).toBeNull();
  });

  it('refuses a value that is not text', () => {
    expect(parseExifDateTime(new Date(2013, 1, 6))).toBeNull();
    expect(parseExifDateTime(20130206)).toBeNull();
  });
});

describe(toGpsPosition.name, () => {
  it('signs latitude south and longitude west, and altitude below sea level when AltitudeRef is 1', () => {
    expect(
      toGpsPosition({
        GPSLatitude: [33, 51, 25.32], GPSLatitudeRef: 'S',
        GPSLongitude: [70, 40, 0], GPSLongitudeRef: 'W',
        GPSAltitude: 28, GPSAltitudeRef: Uint8Array.of(1),
      }),
    ).toEqual({ latitude: -33.8570333, longitude: -70.6666667, altitude: -28 });
    expect(toGpsPosition({ GPSLatitude: 31.5, GPSLongitude: 35.5, GPSAltitude: 430.5, GPSAltitudeRef: 1 })?.altitude).toBe(-430.5);
  });

  it('keeps a position without altitude', () => {
    expect(toGpsPosition({ GPSLatitude: [48, 51, 30], GPSLatitudeRef: 'N', GPSLongitude: [2, 17, 40], GPSLongitudeRef: 'E' }))
      .toEqual({ latitude: 48.8583333, longitude: 2.2944444, altitude: null });
  });

  it('refuses missing, broken, out-of-range and 0,0 positions', () => {
    expect(toGpsPosition({})).toBeNull();
    expect(toGpsPosition({ GPSLatitude: [48, 51, 30] })).toBeNull();
    expect(toGpsPosition({ GPSLatitude: ['x', 1, 2], GPSLongitude: [2, 17, 40] })).toBeNull();
    expect(toGpsPosition({ GPSLatitude: [91, 0, 0], GPSLongitude: [2, 0, 0] })).toBeNull();
    expect(toGpsPosition({ GPSLatitude: [0, 0, 0], GPSLongitude: [0, 0, 0], GPSAltitude: 0 })).toBeNull();
  });
});
