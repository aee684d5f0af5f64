import { readdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { CorruptImageError, ImageTooLargeError, InvalidImageError } from './image.errors';
import {
  MAX_IMAGE_PIXELS,
  configureImageProcessing,
  probeImage,
  recommendedThreadsPerImage,
  renderDerivatives,
} from './image.processor';
import { decodeHeic } from './heic.decoder';
import { heicClaiming, heifCutInside, jpegClaiming, noisyImage, pngBomb, twoColourJpeg } from './testing/image-factory';
import { ScratchDir, createScratchDir, fixture } from './testing/fixtures';

let scratch: ScratchDir;
beforeAll(async () => {
  scratch = await createScratchDir();
});
afterAll(() => scratch.remove());

async function file(name: string, bytes: Buffer | Promise<Buffer>): Promise<string> {
  const path = scratch.path(name);
  await writeFile(path, await bytes);
  return path;
}

async function truncated(name: string, format: 'jpeg' | 'png'): Promise<string> {
  const bytes = await noisyImage(640, 480, format);
  return file(name, bytes.subarray(0, Math.floor(bytes.length / 2)));
}

async function pixel(path: string, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(path).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe(probeImage.name, () => {
  it('answers the size and format of a real camera JPEG', async () => {
    expect(await probeImage(fixture('canon-powershot-s400.jpg'))).toEqual({ width: 640, height: 480, format: 'jpeg' });
  });

  it('answers the size as shown when EXIF orientation turns the image (6 and 8)', async () => {
    const turned = await file('orientation-6.jpg', twoColourJpeg(300, 200, 6));
    expect(await probeImage(turned)).toEqual({ width: 200, height: 300, format: 'jpeg' });
    expect(await probeImage(fixture('orientation-8.jpg'))).toEqual({ width: 480, height: 640, format: 'jpeg' });
  });

  it('reads a PNG', async () => {
    const png = await file('plain.png', noisyImage(120, 80, 'png'));
    expect(await probeImage(png)).toEqual({ width: 120, height: 80, format: 'png' });
  });

  it.each<[string, () => Promise<string>]>([
    ['a truncated JPEG', () => truncated('truncated.jpg', 'jpeg')],
    ['a truncated PNG', () => truncated('truncated.png', 'png')],
    ['text named .jpg', () => file('text.jpg', Buffer.from('not an image at all'))],
    ['an empty file', () => file('empty.jpg', Buffer.alloc(0))],
    ['JPEG magic bytes followed by garbage', () => file('fake.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]))],
  ])('refuses %s as corrupt, with a message a person understands', async (_name, make) => {
    const error = await probeImage(await make()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CorruptImageError);
    expect(error).toBeInstanceOf(InvalidImageError);
    expect((error as Error).message).toBe(
      'This image could not be read: the file is damaged, incomplete or not really the kind of image it starts like.',
    );
  });

  it('refuses a PNG decompression bomb (20000 × 20000 in a ~50 KB file) from its header', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const error = await probeImage(await file('bomb.png', bomb)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageTooLargeError);
    expect(error).toMatchObject({ width: 20_000, height: 20_000, maxPixels: MAX_IMAGE_PIXELS });
    expect((error as Error).message).toBe(
      'This image is 20000 \u00d7 20000 pixels (400 megapixels); the largest accepted is 100 megapixels.',
    );
  });

  it('refuses a JPEG whose header claims 60000 × 60000', async () => {
    const error = await probeImage(await file('huge.jpg', jpegClaiming(60_000, 60_000))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageTooLargeError);
    expect(error).toMatchObject({ width: 60_000, height: 60_000 });
  });

  it('accepts exactly the pixel limit and refuses one pixel row more', async () => {
    const atLimit = await file('at-limit.png', noisyImage(100, 100, 'png'));
    const overLimit = await file('over-limit.png', noisyImage(100, 101, 'png'));
    await expect(probeImage(atLimit, { maxPixels: 10_000 })).resolves.toMatchObject({ width: 100, height: 100 });
    await expect(probeImage(overLimit, { maxPixels: 10_000 })).rejects.toThrow(ImageTooLargeError);
  });

  it('fails with ENOENT for a missing file rather than calling it corrupt', async () => {
    await expect(probeImage(scratch.path('missing.jpg'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('reads the size of an HEVC HEIC from its header (clean aperture applied)', async () => {
    expect(await probeImage(fixture('rainbow-hevc.heic'))).toEqual({ width: 451, height: 461, format: 'heif' });
    expect(await probeImage(fixture('apple-iphone-7.heic'))).toEqual({ width: 4032, height: 3024, format: 'heif' });
  });

  it('refuses an HEIC whose header declares 12000 × 9000 (108 megapixels)', async () => {
    const error = await probeImage(await file('huge.heic', heicClaiming(12_000, 9_000))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageTooLargeError);
    expect((error as Error).message).toBe('This image is 12000 \u00d7 9000 pixels (108 megapixels); the largest accepted is 100 megapixels.');
  });

  it('refuses an HEIC cut inside its media data whose boxes were made to fit again, without decoding it', async () => {
    const cut = await file('cut-inside.heic', heifCutInside(await readFile(fixture('apple-iphone-7.heic'))));
    await expect(probeImage(cut)).rejects.toThrow(CorruptImageError);
    // The small HEIC cut the same way is one libheif cannot decode either: what the worker met after the upload.
    const small = await file('small-cut-inside.heic', heifCutInside(await readFile(fixture('rainbow-hevc.heic'))));
    await expect(probeImage(small)).rejects.toThrow(CorruptImageError);
    await expect(renderDerivatives(small, { thumbnailPath: scratch.path('small-cut/thumb.webp') })).rejects.toThrow(CorruptImageError);
  });

  it('refuses an HEIC cut short, from its boxes, without decoding it', async () => {
    const heic = await readFile(fixture('apple-iphone-7.heic'));
    await expect(probeImage(await file('half.heic', heic.subarray(0, heic.length / 2)))).rejects.toThrow(CorruptImageError);
  });

  it.each([
    ['WebP', () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a0' } }).webp().toBuffer(), 'webp'],
    ['TIFF', () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a0' } }).tiff().toBuffer(), 'tiff'],
    ['AVIF', () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a0' } }).avif().toBuffer(), 'heif'],
  ])('reads and test-decodes a %s', async (name, bytes, format) => {
    expect(await probeImage(await file(`probe.${name}`, bytes()))).toEqual({ width: 300, height: 200, format });
  });

  it('refuses a truncated TIFF', async () => {
    const tiff = await sharp(await noisyImage(300, 200, 'png')).tiff().toBuffer();
    await expect(probeImage(await file('cut.tiff', tiff.subarray(0, tiff.length / 2)))).rejects.toThrow(CorruptImageError);
  });
});

describe(renderDerivatives.name, () => {
  it('writes a WebP thumbnail inside 400 px and a preview inside 1600 px, and no temporary file', async () => {
    const input = await file('landscape.jpg', twoColourJpeg(3000, 2000));
    const out = scratch.path('out-landscape');
    const result = await renderDerivatives(input, { thumbnailPath: `${out}/thumb.webp`, previewPath: `${out}/preview.webp` });
    expect(result).toEqual({
      thumbnail: { path: `${out}/thumb.webp`, width: 400, height: 267, bytes: expect.any(Number) },
      preview: { path: `${out}/preview.webp`, width: 1600, height: 1067, bytes: expect.any(Number) },
    });
    expect(await sharp(`${out}/thumb.webp`).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 });
    expect(await sharp(`${out}/preview.webp`).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect((await readdir(out)).sort()).toEqual(['preview.webp', 'thumb.webp']);
  });

  it('applies EXIF orientation 6: a 600 × 400 stored image comes out 400 × 600 with its left side on top', async () => {
    const input = await file('portrait-6.jpg', twoColourJpeg(600, 400, 6));
    const result = await renderDerivatives(input, {
      thumbnailPath: scratch.path('portrait-thumb.webp'),
      previewPath: scratch.path('portrait-preview.webp'),
    });
    expect(result.thumbnail).toMatchObject({ width: 267, height: 400 });
    expect(result.preview).toMatchObject({ width: 400, height: 600 }); // never enlarged
    const [top, bottom] = [await pixel(scratch.path('portrait-thumb.webp'), 133, 20), await pixel(scratch.path('portrait-thumb.webp'), 133, 380)];
    expect(top[0]).toBeGreaterThan(200); // red, the stored left half
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200); // blue, the stored right half
    expect(bottom[0]).toBeLessThan(60);
    expect((await sharp(scratch.path('portrait-thumb.webp')).metadata()).orientation).toBeUndefined();
  });

  it('never enlarges a small PNG and keeps its transparency', async () => {
    const input = await file('small.png', sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } }).png().toBuffer());
    const result = await renderDerivatives(input, { thumbnailPath: scratch.path('small-thumb.webp'), previewPath: scratch.path('small-preview.webp') });
    expect(result.thumbnail).toMatchObject({ width: 200, height: 100 });
    expect(result.preview).toMatchObject({ width: 200, height: 100 });
    expect((await sharp(scratch.path('small-thumb.webp')).metadata()).hasAlpha).toBe(true);
  });

  it('writes only what is asked for, and replaces an older file in place', async () => {
    const thumb = scratch.path('only/thumb.webp');
    await renderDerivatives(await file('a.jpg', twoColourJpeg(800, 600)), { thumbnailPath: thumb });
    const result = await renderDerivatives(await file('b.jpg', twoColourJpeg(600, 800)), { thumbnailPath: thumb });
    expect(result.preview).toBeUndefined();
    expect(result.thumbnail).toMatchObject({ width: 300, height: 400 });
    expect(await sharp(thumb).metadata()).toMatchObject({ width: 300, height: 400 });
    expect(await readdir(scratch.path('only'))).toEqual(['thumb.webp']);
    expect(await renderDerivatives(await file('c.jpg', twoColourJpeg(10, 10)), {})).toEqual({});
  });

  it('leaves out EXIF and GPS from what it writes', async () => {
    const thumb = scratch.path('iphone-thumb.webp');
    await renderDerivatives(fixture('apple-iphone-4s-gps.jpg'), { thumbnailPath: thumb });
    const metadata = await sharp(thumb).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata).toMatchObject({ width: 180, height: 135 });
  });

  it('refuses a truncated image and writes nothing', async () => {
    const out = scratch.path('out-truncated');
    const input = await truncated('render-truncated.jpg', 'jpeg');
    await expect(renderDerivatives(input, { thumbnailPath: `${out}/t.webp`, previewPath: `${out}/p.webp` })).rejects.toThrow(CorruptImageError);
    await expect(readdir(out)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('decodes an HEVC HEIC through libheif: the rainbow comes out with its colours where they were', async () => {
    const result = await renderDerivatives(fixture('rainbow-hevc.heic'), {
      thumbnailPath: scratch.path('rainbow-thumb.webp'),
      previewPath: scratch.path('rainbow-preview.webp'),
    });
    expect(result.thumbnail).toMatchObject({ width: 391, height: 400 });
    expect(result.preview).toMatchObject({ width: 451, height: 461 }); // never enlarged
    const thumb = scratch.path('rainbow-thumb.webp');
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', hasAlpha: false });
    const at = ([x, y]: number[]) => pixel(thumb, x, y);
    // [min, max] of red, green and blue where the rainbow has each colour
    const inRanges = (colour: number[], ranges: Array<[number, number]>) => colour.every((value, i) => value >= ranges[i][0] && value <= ranges[i][1]);
    expect(inRanges(await at([8, 8]), [[130, 210], [0, 80], [210, 255]])).toBe(true); // violet, top left
    expect(inRanges(await at([382, 8]), [[0, 110], [170, 255], [210, 255]])).toBe(true); // cyan, top right
    expect(inRanges(await at([8, 391]), [[210, 255], [0, 120], [0, 100]])).toBe(true); // red, bottom left
    expect(inRanges(await at([382, 391]), [[60, 150], [210, 255], [0, 80]])).toBe(true); // green, bottom right
    const centre = await at([195, 200]);
    expect(centre.every((channel) => channel > 215)).toBe(true); // white
  });

  it("converts a Display P3 JPEG's colours to sRGB: its thumbnail is untagged sRGB, as browsers take an untagged image", async () => {
    // sRGB's pure red, written as Display P3 (234, 51, 35 with the P3 profile attached).
    const p3 = await file('p3-red.jpg', sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 255, g: 0, b: 0 } } }).withIccProfile('p3').jpeg({ quality: 100 }).toBuffer());
    expect([...(await sharp(p3, { ignoreIcc: true }).raw().toBuffer()).subarray(0, 3)]).toEqual([234, 51, 35]);
    await renderDerivatives(p3, { thumbnailPath: scratch.path('p3-thumb.webp') });
    expect(await sharp(scratch.path('p3-thumb.webp')).metadata()).toMatchObject({ format: 'webp', hasProfile: false });
    const [r, g, b] = await pixel(scratch.path('p3-thumb.webp'), 32, 24);
    expect(r).toBeGreaterThanOrEqual(250);
    expect(Math.max(g, b)).toBeLessThanOrEqual(6);
  });

  it("converts an iPhone HEIC's Display P3 pixels (decoded by libheif, untagged) to sRGB", async () => {
    const thumbPath = scratch.path('iphone-p3-thumb.webp');
    await renderDerivatives(fixture('apple-iphone-7.heic'), { thumbnailPath: thumbPath }, { quality: 100 });
    expect(await sharp(thumbPath).metadata()).toMatchObject({ width: 400, height: 300, hasProfile: false });
    // The same pixels taken as sRGB without conversion, and converted here by the Display P3 → sRGB formula
    // (sRGB's transfer curve, P3-D65 to sRGB-D65 primaries matrix): the thumbnail's channel means follow the latter.
    const { data, width, height } = await decodeHeic(fixture('apple-iphone-7.heic'));
    const naive = await sharp(data, { raw: { width, height, channels: 4 } }).removeAlpha().resize(400, 400, { fit: 'inside' }).raw().toBuffer();
    const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    const encoded = (v: number) => 255 * (Math.min(1, Math.max(0, v)) <= 0.0031308 ? 12.92 * Math.max(0, v) : 1.055 * Math.min(1, v) ** (1 / 2.4) - 0.055);
    const P3_TO_SRGB = [[1.2249, -0.2247, 0], [-0.042, 1.0419, 0], [-0.0197, -0.0786, 1.0979]];
    const converted = Buffer.alloc(naive.length);
    for (let i = 0; i < naive.length; i += 3) {
      const rgb = [linear(naive[i]), linear(naive[i + 1]), linear(naive[i + 2])];
      for (let c = 0; c < 3; c++) converted[i + c] = Math.round(encoded(P3_TO_SRGB[c][0] * rgb[0] + P3_TO_SRGB[c][1] * rgb[1] + P3_TO_SRGB[c][2] * rgb[2]));
    }
    const means = (pixels: Buffer, channels = 3) => [0, 1, 2].map((c) => pixels.filter((_, i) => i % channels === c).reduce((sum, v) => sum + v, 0) / (pixels.length / channels));
    const thumb = means(await sharp(thumbPath).removeAlpha().raw().toBuffer());
    const expected = means(converted);
    const unconverted = means(naive);
    // Blue over red on average (a warm or cool cast, what the conversion moves most in this photo; WebP's own error
    // stays far below the gap): the thumbnail's is the converted one's, well apart from the unconverted one's.
    const blueOverRed = ([red, , blue]: number[]) => blue - red;
    expect(Math.abs(blueOverRed(thumb) - blueOverRed(expected))).toBeLessThan(0.5);
    expect(Math.abs(blueOverRed(unconverted) - blueOverRed(expected))).toBeGreaterThan(1);
  }, 60_000);

  it('refuses an HEIC over the pixel limit before decoding it', async () => {
    const input = await file('render-huge.heic', heicClaiming(12_000, 9_000));
    await expect(renderDerivatives(input, { thumbnailPath: scratch.path('huge-thumb.webp') })).rejects.toMatchObject({ name: 'ImageTooLargeError', width: 12_000 });
  });

  it('calls an HEIC cut short in its HEVC data corrupt, and writes nothing', async () => {
    const heic = await readFile(fixture('rainbow-hevc.heic'));
    const cut = await file('cut.heic', heic.subarray(0, heic.length - 3000));
    await expect(renderDerivatives(cut, { thumbnailPath: scratch.path('cut-heic/thumb.webp') })).rejects.toThrow(CorruptImageError);
    await expect(readdir(scratch.path('cut-heic'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a bomb before decoding it, even without a probe first', async () => {
    const input = await file('render-bomb.png', pngBomb(20_000, 20_000));
    await expect(renderDerivatives(input, { thumbnailPath: scratch.path('bomb-thumb.webp') })).rejects.toThrow(ImageTooLargeError);
    await expect(renderDerivatives(await file('render-limit.jpg', twoColourJpeg(200, 200)), { thumbnailPath: scratch.path('x.webp') }, { maxPixels: 100 }))
      .rejects.toMatchObject({ name: 'ImageTooLargeError', width: null, message: expect.stringMatching(/^This image has more pixels than the largest accepted/) });
  });
});

describe(configureImageProcessing.name, () => {
  it('sets the libvips threads per image', () => {
    const before = sharp.concurrency();
    try {
      expect(configureImageProcessing({ threadsPerImage: 2 })).toEqual({ threadsPerImage: 2 });
      expect(sharp.concurrency()).toBe(2);
    } finally {
      sharp.concurrency(before);
    }
  });

  it('recommends cores shared between parallel jobs, at least one thread', () => {
    expect(recommendedThreadsPerImage(1, 4)).toBe(4);
    expect(recommendedThreadsPerImage(2, 4)).toBe(2);
    expect(recommendedThreadsPerImage(2, 2)).toBe(1);
    expect(recommendedThreadsPerImage(3, 2)).toBe(1);
    expect(recommendedThreadsPerImage(0, 8)).toBe(8);
  });
});
