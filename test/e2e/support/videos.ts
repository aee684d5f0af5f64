import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClipOptions, makeClip } from '../../../libs/media/src/testing/video-factory';
import { UploadFile } from './photos';

export type { ClipOptions };

const CONTENT_TYPES = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' } as const;

let sequence = 0;

/** A real clip made by the bundled ffmpeg (testsrc + sine), ready to upload; every call's bytes differ. */
export async function videoFile(options: ClipOptions = {}): Promise<UploadFile> {
  const format = options.format ?? 'mp4';
  const dir = await mkdtemp(join(tmpdir(), 'heirloom-clip-'));
  try {
    const path = join(dir, `clip.${format}`);
    await makeClip(path, options);
    return { content: await readFile(path), filename: `VID_${String(++sequence).padStart(4, '0')}.${format.toUpperCase()}`, contentType: CONTENT_TYPES[format] };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The clip a phone makes when it films in Paris on 14 July 2019 at 10:30 UTC: H.264 and AAC in MP4. */
export const PARIS_CLIP: ClipOptions = { creationTime: '2019-07-14T10:30:00Z', location: '+48.8584+002.2945/' };

/** An iPhone's clip filmed upright: HEVC in MOV, stored 320 × 240 and turned by its display matrix. */
export const IPHONE_PORTRAIT_CLIP: ClipOptions = { codec: 'hevc', format: 'mov', rotate: 90, width: 320, height: 240 };
