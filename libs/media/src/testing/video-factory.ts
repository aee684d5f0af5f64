import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolveVideoBinaries } from '../video/video-binaries';
import { runTool } from '../video/tool-process';

/** How a test clip is made: a moving test pattern and a tone, encoded for real by the bundled ffmpeg. */
export interface ClipOptions {
  width?: number;
  height?: number;
  seconds?: number;
  /** 'h264' (libx264) or 'hevc' (libx265, tagged hvc1 as iPhones do). */
  codec?: 'h264' | 'hevc' | 'vp9';
  /** With an AAC (or, in WebM, Opus) tone; false for a silent clip. */
  audio?: boolean;
  /** 'mp4', 'mov' or 'webm'. */
  format?: 'mp4' | 'mov' | 'webm';
  /** ISO 8601 in UTC, written as creation_time. */
  creationTime?: string;
  /** ISO 6709, written as the MP4 `location` tag, or as QuickTime's com.apple.quicktime.location.ISO6709 in a MOV. */
  location?: string;
  /** Display rotation in degrees written into the track (the stored picture stays as encoded). */
  rotate?: 90 | 180 | 270;
  /** Frames per second; the test pattern's counter makes every clip's frames differ. */
  rate?: number;
}

const CLIP_TIMEOUT_MS = 5 * 60_000;

/**
 * Writes a real clip to `path` with the bundled ffmpeg (lavfi testsrc + sine): nothing faked, so ffprobe, the poster
 * frame and the transcode see what a phone's file gives them. Rotation is added by a stream copy, the only way the
 * 2018 ffmpeg build writes the display matrix.
 */
export async function makeClip(path: string, options: ClipOptions = {}): Promise<void> {
  const { width = 320, height = 240, seconds = 2, codec = 'h264', audio = true, format = 'mp4', rate = 25 } = options;
  const { ffmpeg } = resolveVideoBinaries();
  const encodedPath = options.rotate ? `${path}.unrotated.${format}` : path;
  const video = ['-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=${rate}:duration=${seconds}`];
  const tone = ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
  const videoCodec = { h264: ['-c:v', 'libx264', '-preset', 'ultrafast'], hevc: ['-c:v', 'libx265', '-preset', 'ultrafast', '-tag:v', 'hvc1', '-x265-params', 'log-level=error'], vp9: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8'] }[codec];
  const audioCodec = format === 'webm' ? ['-c:a', 'libopus'] : ['-c:a', 'aac'];
  // A comment of its own makes every clip's bytes unique (no upload is refused as a duplicate of another test's).
  const metadata = [
    '-metadata', `comment=test clip ${randomUUID()}`,
    ...(options.creationTime ? ['-metadata', `creation_time=${options.creationTime}`] : []),
    ...(options.location ? ['-metadata', `${format === 'mov' ? 'com.apple.quicktime.location.ISO6709' : 'location'}=${options.location}`] : []),
    ...(format === 'mov' ? ['-movflags', 'use_metadata_tags'] : []),
  ];
  await runTool(
    ffmpeg,
    ['-v', 'error', '-nostdin', '-y', ...video, ...(audio ? tone : []), ...videoCodec, '-pix_fmt', 'yuv420p', ...(audio ? [...audioCodec, '-shortest'] : []), ...metadata, '-f', format, encodedPath],
    { timeoutMs: CLIP_TIMEOUT_MS },
  );
  if (!options.rotate) return;
  await runTool(ffmpeg, ['-v', 'error', '-nostdin', '-y', '-i', encodedPath, '-map', '0', '-c', 'copy', '-map_metadata', '0', `-metadata:s:v:0`, `rotate=${options.rotate}`, ...metadata, '-f', format, path], {
    timeoutMs: CLIP_TIMEOUT_MS,
  });
  await rm(encodedPath, { force: true });
}
