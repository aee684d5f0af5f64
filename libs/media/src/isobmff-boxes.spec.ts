import { readFile, writeFile } from 'node:fs/promises';
import { topLevelBoxesComplete } from './isobmff-boxes';
import { createScratchDir, fixture, ScratchDir } from './testing/fixtures';

describe(topLevelBoxesComplete.name, () => {
  let scratch: ScratchDir;
  beforeAll(async () => {
    scratch = await createScratchDir();
  });
  afterAll(() => scratch.remove());

  const write = async (name: string, bytes: Buffer) => {
    await writeFile(scratch.path(name), bytes);
    return scratch.path(name);
  };

  it.each(['apple-iphone-7.heic', 'rainbow-hevc.heic', 'ffmpeg-testsrc.mp4', 'ffmpeg-testsrc.mov'])('finds every box of %s complete', async (name) => {
    expect(await topLevelBoxesComplete(fixture(name))).toBe(true);
  });

  it('finds a file cut short anywhere incomplete', async () => {
    const heic = await readFile(fixture('apple-iphone-7.heic'));
    for (const keep of [heic.length - 1, Math.floor(heic.length / 2), 5000, 20]) {
      expect(await topLevelBoxesComplete(await write(`cut-${keep}.heic`, heic.subarray(0, keep)))).toBe(false);
    }
  });

  it('reads 64-bit box sizes and a last box that runs to the end (size 0)', async () => {
    const large = Buffer.alloc(24);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(24n, 8);
    expect(await topLevelBoxesComplete(await write('large.mp4', large))).toBe(true);
    large.writeBigUInt64BE(25n, 8);
    expect(await topLevelBoxesComplete(await write('large-cut.mp4', large))).toBe(false);
    const toEnd = Buffer.from('00000000mdat0123456789', 'latin1');
    toEnd.writeUInt32BE(0, 0);
    expect(await topLevelBoxesComplete(await write('to-end.mp4', toEnd))).toBe(true);
  });

  it('refuses a box claiming fewer than its own 8 header bytes (no endless loop)', async () => {
    const zero = Buffer.from('00000004ftyp', 'latin1');
    zero.writeUInt32BE(4, 0);
    expect(await topLevelBoxesComplete(await write('tiny-box.mp4', zero))).toBe(false);
  });
});
