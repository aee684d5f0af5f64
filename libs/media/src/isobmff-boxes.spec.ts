import { readFile, writeFile } from 'node:fs/promises';
import { heifItemsIntact, topLevelBoxesComplete } from './isobmff-boxes';
import { heifCutInside } from './testing/image-factory';
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

describe(heifItemsIntact.name, () => {
  let scratch: ScratchDir;
  beforeAll(async () => {
    scratch = await createScratchDir();
  });
  afterAll(() => scratch.remove());

  const write = async (name: string, bytes: Buffer) => {
    await writeFile(scratch.path(name), bytes);
    return scratch.path(name);
  };

  it.each(['apple-iphone-7.heic', 'rainbow-hevc.heic'])('finds every coded image of %s there', async (name) => {
    expect(await heifItemsIntact(fixture(name))).toBe(true);
  });

  it.each(['apple-iphone-7.heic', 'rainbow-hevc.heic'])('finds %s cut inside its media data, with boxes made to fit, damaged', async (name) => {
    for (const keep of [0.1, 0.5, 0.99]) {
      const cut = await write(`cut-inside-${keep}-${name}`, heifCutInside(await readFile(fixture(name)), keep));
      expect(await topLevelBoxesComplete(cut)).toBe(true); // what the box check alone let through
      expect(await heifItemsIntact(cut)).toBe(false);
    }
  });

  it('finds an HEVC unit whose length prefix was overwritten damaged', async () => {
    const heic = Buffer.from(await readFile(fixture('rainbow-hevc.heic')));
    // The first 4 bytes of the media data are the first NAL unit's length: zero is no unit at all.
    const mdat = heic.indexOf('mdat', 0, 'latin1');
    heic.writeUInt32BE(0, mdat + 4);
    expect(await heifItemsIntact(await write('zero-nal.heic', heic))).toBe(false);
  });

  it('does not judge what it cannot read (no meta box): the worker does', async () => {
    expect(await heifItemsIntact(fixture('ffmpeg-testsrc.mp4'))).toBe(true);
  });
});
