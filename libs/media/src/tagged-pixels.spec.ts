import sharp from 'sharp';
import { rgbaTiffWithProfile } from './tagged-pixels';
import { fixture } from './testing/fixtures';

describe(rgbaTiffWithProfile.name, () => {
  /** sRGB's pure red, as Display P3 writes it. */
  const P3_RED = [234, 51, 35, 255];
  const filled = (rgba: number[], count: number) => Buffer.concat(Array.from({ length: count }, () => Buffer.from(rgba)));

  it("hands sharp pixels with an iPhone's Display P3 profile, which it turns into sRGB", async () => {
    const { icc } = await sharp(fixture('apple-iphone-7.heic')).metadata();
    expect(icc?.toString('latin1')).toContain('Display P3');
    const tiff = rgbaTiffWithProfile(filled(P3_RED, 6 * 4), 6, 4, icc!);
    expect(await sharp(tiff).metadata()).toMatchObject({ format: 'tiff', width: 6, height: 4, channels: 4, hasProfile: true });
    const srgb = await sharp(tiff).removeAlpha().raw().toBuffer();
    expect(Math.max(...[...srgb.subarray(0, 3)].map((value, i) => Math.abs(value - [255, 0, 0][i])))).toBeLessThanOrEqual(2);
  });

  it('keeps every pixel where it was, alpha included', async () => {
    const pixels = Buffer.from(Array.from({ length: 3 * 2 * 4 }, (_, i) => (i * 37) % 256));
    const { icc } = await sharp(fixture('rainbow-hevc.heic')).metadata(); // GIMP's sRGB
    const back = await sharp(rgbaTiffWithProfile(pixels, 3, 2, icc!), { ignoreIcc: true }).raw().toBuffer();
    expect([...back]).toEqual([...pixels]);
  });
});
