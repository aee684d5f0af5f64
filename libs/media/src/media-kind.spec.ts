import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { detectMediaKind, detectMediaKindOfFile, MEDIA_KIND_HEAD_BYTES } from './media-kind';
import { asAnimatedPng } from './testing/image-factory';
import { createScratchDir, fixture, ScratchDir } from './testing/fixtures';

const image = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#3f51b5' } });
const headOf = async (name: string) => (await readFile(fixture(name))).subarray(0, MEDIA_KIND_HEAD_BYTES);

describe(detectMediaKind.name, () => {
  describe('photos', () => {
    it.each([
      ['a camera JPEG', 'canon-powershot-s400.jpg', 'jpeg', 'image/jpeg', 'jpg'],
      ['an iPhone HEIC (major brand heic)', 'apple-iphone-7.heic', 'heic', 'image/heic', 'heic'],
      ['an HEVC HEIC made by GIMP', 'rainbow-hevc.heic', 'heic', 'image/heic', 'heic'],
    ])('recognises %s', async (_, name, kind, mime, extension) => {
      expect(detectMediaKind(await headOf(name))).toEqual({ kind, mediaType: 'photo', mime, extension });
    });

    it.each([
      ['PNG', () => image().png().toBuffer(), 'png'],
      ['animated PNG', async () => asAnimatedPng(await image().png().toBuffer()), 'png'],
      ['WebP (RIFF…WEBP)', () => image().webp().toBuffer(), 'webp'],
      ['lossless WebP', () => image().webp({ lossless: true }).toBuffer(), 'webp'],
      ['TIFF, little-endian', () => image().tiff().toBuffer(), 'tiff'],
      ['AVIF (ftyp avif)', () => image().avif().toBuffer(), 'avif'],
    ])('recognises a %s encoded by sharp', async (_, bytes, kind) => {
      expect(detectMediaKind(await bytes())).toMatchObject({ kind, mediaType: 'photo' });
    });

    it('recognises a big-endian TIFF', () => {
      expect(detectMediaKind(Buffer.from('4d4d002a00000008', 'hex'))).toMatchObject({ kind: 'tiff', mime: 'image/tiff' });
    });

    it('tells HEIF files apart by their compatible brands when the major brand is the generic mif1', () => {
      const ftyp = (...brands: string[]) => {
        const box = Buffer.alloc(16 + 4 * (brands.length - 1));
        box.writeUInt32BE(box.length, 0);
        box.write('ftyp', 4, 'latin1');
        box.write(brands[0], 8, 'latin1');
        brands.slice(1).forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
        return box;
      };
      expect(detectMediaKind(ftyp('mif1', 'mif1', 'heic'))?.kind).toBe('heic');
      expect(detectMediaKind(ftyp('mif1', 'mif1', 'avif'))?.kind).toBe('avif');
      expect(detectMediaKind(ftyp('msf1', 'msf1', 'hevc'))?.kind).toBe('heic');
      expect(detectMediaKind(ftyp('mif1', 'mif1'))).toMatchObject({ kind: 'heif', mime: 'image/heif', extension: 'heif' });
      expect(detectMediaKind(ftyp('heix', 'mif1'))?.kind).toBe('heic');
    });
  });

  describe('videos (real files written by ffmpeg)', () => {
    it.each([
      ['H.264 MP4 (isom)', 'ffmpeg-testsrc.mp4', 'mp4', 'video/mp4'],
      ['QuickTime MOV (qt  )', 'ffmpeg-testsrc.mov', 'mov', 'video/quicktime'],
      ['iPod M4V (M4V )', 'ffmpeg-testsrc.m4v', 'm4v', 'video/x-m4v'],
      ['WebM (EBML, doctype webm)', 'ffmpeg-testsrc.webm', 'webm', 'video/webm'],
      ['3GP (3gp4)', 'ffmpeg-testsrc.3gp', '3gp', 'video/3gpp'],
    ])('recognises %s', async (_, name, kind, mime) => {
      expect(detectMediaKind(await headOf(name))).toMatchObject({ kind, mediaType: 'video', mime });
    });

    it('recognises a QuickTime movie from before ftyp, which starts with its moov atom', () => {
      expect(detectMediaKind(Buffer.from('0000006c6d6f6f76000000006d766864', 'hex'))?.kind).toBe('mov');
    });
  });

  describe('refusals', () => {
    it.each([
      ['a Matroska MKV (EBML, doctype matroska)', () => headOf('ffmpeg-testsrc.mkv')],
      ['an audio-only M4A (major brand M4A, compatible isom)', () => headOf('ffmpeg-sine.m4a')],
      ['a GIF', () => image().gif().toBuffer()],
      ['text named .heic', async () => Buffer.from('this is not a photo, just text pretending to be one')],
      ['a fake JPEG: text behind JPEG-looking letters', async () => Buffer.from('JFIF\u00ff\u00d8 hello')],
      ['an empty file', async () => Buffer.alloc(0)],
      ['a RIFF that is not WebP (WAV)', async () => Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt ', 'latin1')],
      ['a PDF', async () => Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n')],
      ['a Canon CR3 raw (ftyp crx, compatible isom)', async () => Buffer.from('000000186674797063727820000000016372782069736f6d', 'hex')],
      ['an EBML header cut short', async () => Buffer.from('1a45dfa3', 'hex')],
      ['an ftyp box of two bytes', async () => Buffer.from('0000', 'hex')],
    ])('refuses %s', async (_, bytes) => {
      expect(detectMediaKind(await bytes())).toBeNull();
    });
  });
});

describe(detectMediaKindOfFile.name, () => {
  let scratch: ScratchDir;
  beforeAll(async () => {
    scratch = await createScratchDir();
  });
  afterAll(() => scratch.remove());

  it('judges by the bytes, not the name: a PNG named .heic is a PNG, an HEIC named .jpg an HEIC', async () => {
    const pngNamedHeic = scratch.path('photo.heic');
    await writeFile(pngNamedHeic, await image().png().toBuffer());
    expect((await detectMediaKindOfFile(pngNamedHeic))?.kind).toBe('png');
    const heicNamedJpg = scratch.path('photo.jpg');
    await writeFile(heicNamedJpg, await readFile(fixture('rainbow-hevc.heic')));
    expect((await detectMediaKindOfFile(heicNamedJpg))?.kind).toBe('heic');
  });

  it('reads files shorter than the head', async () => {
    const tiny = scratch.path('tiny.jpg');
    await writeFile(tiny, Buffer.from([0xff, 0xd8, 0xff]));
    expect((await detectMediaKindOfFile(tiny))?.kind).toBe('jpeg');
  });

  it('fails when the file does not exist', async () => {
    await expect(detectMediaKindOfFile(scratch.path('missing.jpg'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
