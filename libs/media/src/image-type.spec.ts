import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { detectImageType } from './image-type';
import { asAnimatedPng } from './testing/image-factory';
import { ScratchDir, createScratchDir, fixture } from './testing/fixtures';

describe(detectImageType.name, () => {
  let scratch: ScratchDir;
  beforeAll(async () => {
    scratch = await createScratchDir();
  });
  afterAll(() => scratch.remove());

  const image = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#3f51b5' } });

  it('recognises a real camera JPEG', async () => {
    expect(await detectImageType(fixture('canon-powershot-s400.jpg'))).toBe('image/jpeg');
  });

  it('judges by the bytes, not the name: a PNG named .jpg is a PNG, a JPEG named .png is a JPEG', async () => {
    const pngNamedJpg = scratch.path('photo.jpg');
    await writeFile(pngNamedJpg, await image().png().toBuffer());
    const jpegNamedPng = scratch.path('photo.png');
    await writeFile(jpegNamedPng, await image().jpeg().toBuffer());
    expect(await detectImageType(pngNamedJpg)).toBe('image/png');
    expect(await detectImageType(jpegNamedPng)).toBe('image/jpeg');
  });

  it('takes an animated PNG for a PNG (viewers show its first frame)', async () => {
    const apng = scratch.path('animated.png');
    await writeFile(apng, asAnimatedPng(await image().png().toBuffer()));
    expect(await detectImageType(apng)).toBe('image/png');
  });

  it.each([
    ['a WebP', () => image().webp().toBuffer()],
    ['a GIF', () => image().gif().toBuffer()],
    ['a TIFF', () => image().tiff().toBuffer()],
    ['text named .jpg', async () => Buffer.from('this is not a photo, just text pretending to be one')],
    ['a fake JPEG: text behind JPEG-looking letters', async () => Buffer.from('JFIF\u00ff\u00d8 hello')],
    ['an empty file', async () => Buffer.alloc(0)],
    ['a PDF', async () => Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n')],
  ])('refuses %s', async (name, bytes) => {
    const file = scratch.path(`${name.replace(/\W+/g, '-')}.jpg`);
    await writeFile(file, await bytes());
    expect(await detectImageType(file)).toBeNull();
  });

  it('fails when the file does not exist', async () => {
    await expect(detectImageType(scratch.path('missing.jpg'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
