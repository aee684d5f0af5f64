import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { UploadFile } from '../../e2e/support/photos';

const run = promisify(execFile);

/** The ffmpeg the app uses: FFMPEG_PATH when set (a system build), else the binary inside @ffmpeg-installer/ffmpeg. */
const ffmpegPath = (): string => process.env.FFMPEG_PATH || (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

let made = 0;

/**
 * A real H.264 + AAC MP4, as a phone films it: a moving test pattern with a tone, `seconds` long, landscape
 * 640x360, the moov atom first. Each call differs (the server refuses a file it already has).
 */
export async function realMp4(name = 'birthday.mp4', seconds = 3): Promise<UploadFile> {
  const n = ++made;
  const dir = await mkdtemp(join(tmpdir(), 'heirloom-video-'));
  const path = join(dir, name);
  try {
    await run(ffmpegPath(), [
      '-hide_banner', '-loglevel', 'error',
      '-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=${440 + n * 10}:duration=${seconds}`,
      '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast',
      '-c:a', 'aac', '-b:a', '64k',
      '-metadata', `comment=heirloom test video ${n}`,
      '-movflags', '+faststart', '-shortest', path,
    ]);
    return { content: await readFile(path), filename: name, contentType: 'video/mp4' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
