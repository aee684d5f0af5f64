import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { makeClip } from '../testing/video-factory';
import { resolveVideoBinaries } from './video-binaries';
import { renderVideoDerivatives } from './video-derivatives';
import { playsAsIs, remuxesForPlayback, transcodeForPlayback } from './video-playback';
import { runTool } from './tool-process';
import { probeVideo } from './video-probe';
import { UnreadableVideoError } from './video.errors';

/** The toolkit against real clips made by the bundled ffmpeg. */
describe('video toolkit on real clips', () => {
  const binaries = resolveVideoBinaries();
  let dir: string;
  let mp4: string;
  let mov: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'heirloom-video-'));
    mp4 = join(dir, 'h264.mp4');
    mov = join(dir, 'hevc.mov');
    await makeClip(mp4, { creationTime: '2019-07-14T10:30:00Z', location: '+48.8584+002.2945/' });
    await makeClip(mov, { codec: 'hevc', format: 'mov', rotate: 90, width: 320, height: 240, location: '+40.6892-074.0445+010.000/' });
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  describe(probeVideo.name, () => {
    it('reads an H.264 MP4: codecs, size, duration, date and place', async () => {
      const probe = await probeVideo(binaries, mp4);
      expect(probe).toMatchObject({ container: 'mp4', videoCodec: 'h264', audioCodec: 'aac', pixelFormat: 'yuv420p', width: 320, height: 240, rotation: 0 });
      expect(probe.durationSeconds).toBeCloseTo(2, 1);
      expect(probe.takenDate).toBe('2019-07-14T10:30:00');
      expect(probe.gps).toEqual({ latitude: 48.8584, longitude: 2.2945, altitude: null });
      expect(playsAsIs(probe)).toBe(true);
    });

    it('reads an HEVC MOV turned upright by its display matrix: shown portrait', async () => {
      const probe = await probeVideo(binaries, mov);
      expect(probe).toMatchObject({ container: 'mov', videoCodec: 'hevc', codedWidth: 320, codedHeight: 240, width: 240, height: 320 });
      expect([90, 270]).toContain(probe.rotation);
      expect(probe.gps).toEqual({ latitude: 40.6892, longitude: -74.0445, altitude: 10 });
      expect(playsAsIs(probe)).toBe(false);
    });

    it('refuses text named .mov and an MP4 cut off before its index', async () => {
      const text = join(dir, 'notes.mov');
      await writeFile(text, 'these are my holiday notes, not a film\n'.repeat(50));
      await expect(probeVideo(binaries, text)).rejects.toBeInstanceOf(UnreadableVideoError);
      // Without faststart the index (moov) comes last: the first half of the file has none.
      const whole = await readFile(mp4);
      const truncated = join(dir, 'truncated.mp4');
      await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 3)));
      await expect(probeVideo(binaries, truncated)).rejects.toBeInstanceOf(UnreadableVideoError);
    });
  });

  it('makes the thumbnail and preview of a video from its poster frame as shown, in one ffmpeg run, leaving nothing else behind', async () => {
    const out = join(dir, 'derivatives');
    const targets = { thumbnailPath: join(out, 'thumb.webp'), previewPath: join(out, 'preview.webp') };
    const rendered = await renderVideoDerivatives(binaries, mov, targets);
    expect(rendered.thumbnail).toMatchObject({ path: targets.thumbnailPath, width: 240, height: 320, bytes: (await stat(targets.thumbnailPath)).size });
    expect(rendered.preview).toMatchObject({ path: targets.previewPath, width: 240, height: 320 });
    expect(await sharp(targets.thumbnailPath).metadata()).toMatchObject({ format: 'webp', width: 240, height: 320 });
    expect((await readdir(out)).sort()).toEqual(['preview.webp', 'thumb.webp']);
  });

  it('fits a large clip into the thumbnail and preview sizes, never enlarged, from the length it is given', async () => {
    const large = join(dir, 'large.mp4');
    await makeClip(large, { width: 1920, height: 1080, seconds: 1 });
    const targets = { thumbnailPath: join(dir, 'large-thumb.webp'), previewPath: join(dir, 'large-preview.webp') };
    const rendered = await renderVideoDerivatives(binaries, large, targets, 1);
    expect(rendered.thumbnail).toMatchObject({ width: 400, height: 225 });
    expect(rendered.preview).toMatchObject({ width: 1600, height: 900 });
    // A real picture: the test pattern is not one flat colour.
    const { channels } = await sharp(targets.previewPath).stats();
    expect(channels[0].stdev).toBeGreaterThan(10);
  }, 60_000);

  it('fails on a file with no frame to take, leaving nothing behind', async () => {
    const text = join(dir, 'not-a-film.mp4');
    await writeFile(text, 'no frames here\n'.repeat(100));
    const targets = { thumbnailPath: join(dir, 'none', 'thumb.webp') };
    await expect(renderVideoDerivatives(binaries, text, targets, 2)).rejects.toThrow();
    await expect(readdir(join(dir, 'none'))).resolves.toEqual([]);
  });

  it('moves an H.264/AAC MOV filmed upright into an MP4 without encoding it again: the same packets, the turn kept, the index first', async () => {
    const h264Mov = join(dir, 'h264.mov');
    await makeClip(h264Mov, { codec: 'h264', format: 'mov', rotate: 90, width: 320, height: 240 });
    const original = await probeVideo(binaries, h264Mov);
    expect(original).toMatchObject({ container: 'mov', videoCodec: 'h264', width: 240, height: 320 });
    expect(remuxesForPlayback(original)).toBe(true);
    const copy = join(dir, 'h264-copy.mp4');
    const reported: number[] = [];
    await transcodeForPlayback(binaries, h264Mov, copy, original, { onProgress: (percent) => reported.push(percent) });
    const probe = await probeVideo(binaries, copy);
    // Stored as it was (320 × 240) and turned by the same display matrix: shown upright.
    expect(probe).toMatchObject({ container: 'mp4', videoCodec: 'h264', audioCodec: 'aac', codedWidth: 320, codedHeight: 240, width: 240, height: 320, rotation: original.rotation });
    expect(playsAsIs(probe)).toBe(true);
    expect(reported.at(-1)).toBe(100);
    // The coded pictures and sound are the original's, packet for packet (ffmpeg's md5 muxer over the copied streams).
    const packets = (path: string) => runTool(binaries.ffmpeg, ['-v', 'error', '-nostdin', '-i', path, '-map', '0:v:0', '-map', '0:a:0', '-c', 'copy', '-f', 'md5', '-'], { timeoutMs: 30_000 });
    expect(await packets(copy)).toBe(await packets(h264Mov));
    const head = (await readFile(copy)).subarray(0, 64 * 1024).toString('latin1');
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
  }, 60_000);

  it('transcodes the HEVC MOV to an upright H.264/AAC MP4 with the index first, reporting progress', async () => {
    const copy = join(dir, 'copy.mp4');
    const reported: number[] = [];
    await transcodeForPlayback(binaries, mov, copy, await probeVideo(binaries, mov), { onProgress: (percent) => reported.push(percent) });
    const probe = await probeVideo(binaries, copy);
    expect(probe).toMatchObject({ container: 'mp4', videoCodec: 'h264', audioCodec: 'aac', pixelFormat: 'yuv420p', width: 240, height: 320, rotation: 0 });
    expect(playsAsIs(probe)).toBe(true);
    expect(reported.at(-1)).toBe(100);
    expect(reported).toEqual([...reported].sort((a, b) => a - b));
    // +faststart: the moov box comes before mdat.
    const head = (await readFile(copy)).subarray(0, 64 * 1024).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
    expect((await stat(copy)).size).toBeGreaterThan(0);
  }, 60_000);
});
