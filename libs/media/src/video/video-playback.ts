import { runTool } from './tool-process';
import { VideoBinaries } from './video-binaries';
import { VideoProbe } from './video-probe';

/** What every browser plays: H.264 in 8-bit 4:2:0, with AAC sound or none, in an MP4 file. */
const PLAYABLE_PIXEL_FORMATS = new Set(['yuv420p', 'yuvj420p']);

/** Whether the original is played as it is, or needs an H.264/AAC MP4 playback copy. */
export function playsAsIs(probe: Pick<VideoProbe, 'container' | 'videoCodec' | 'audioCodec' | 'pixelFormat'>): boolean {
  return (
    probe.container === 'mp4' &&
    probe.videoCodec === 'h264' &&
    (probe.audioCodec === null || probe.audioCodec === 'aac') &&
    (probe.pixelFormat === null || PLAYABLE_PIXEL_FORMATS.has(probe.pixelFormat))
  );
}

/**
 * Whether the playback copy is the original's streams as they are, moved into an MP4 (a remux: `-c copy`, seconds
 * for a long film, no loss): H.264 in 8-bit 4:2:0 with AAC or no sound, at most 1080p, in another container (MOV
 * from older iPhones and cameras, 3GP, M4V not branded mp4). Anything else is encoded again.
 */
export function remuxesForPlayback(probe: Pick<VideoProbe, 'container' | 'videoCodec' | 'audioCodec' | 'pixelFormat' | 'width' | 'height'>): boolean {
  const size = playbackSize(probe);
  return playsAsIs({ ...probe, container: 'mp4' }) && size.width === probe.width && size.height === probe.height;
}

/** The playback copy fits 1920 × 1080 (1080 × 1920 upright): "1080p" either way round. */
const LONG_SIDE = 1920;
const SHORT_SIDE = 1080;

/** The copy's size: the shown size fitted into 1080p, never enlarged, both sides even (4:2:0 needs it). */
export function playbackSize({ width, height }: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, LONG_SIDE / Math.max(width, height), SHORT_SIDE / Math.min(width, height));
  const even = (side: number) => Math.max(2, Math.round((side * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

export interface TranscodeOptions {
  /** 0..100 as ffmpeg gets through the clip. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** x264's preset: 'veryfast' by default (a family server's CPU is small; the copy is for watching, not keeping). */
  preset?: string;
}

/** A transcode may take a long time: at least ten minutes, and up to ten times the clip's length. */
const transcodeTimeoutMs = (durationSeconds: number) => Math.max(10 * 60_000, durationSeconds * 10_000);

/**
 * Writes the H.264/AAC MP4 playback copy of a video to `outputPath`, the index at the front (+faststart) so playback
 * starts before the whole file has arrived. What a browser already decodes is only moved into MP4 (remuxesForPlayback:
 * the streams copied, the display matrix kept, so players turn it as the original); anything else is encoded: the
 * picture turned upright (ffmpeg applies the rotation and drops the tag), fitted into 1080p, 8-bit 4:2:0, the sound
 * in AAC (copied when it already is).
 */
export async function transcodeForPlayback(binaries: VideoBinaries, inputPath: string, outputPath: string, probe: VideoProbe, options: TranscodeOptions = {}): Promise<void> {
  const size = playbackSize(probe);
  const audio = probe.audioCodec === null ? ['-an'] : ['-map', '0:a:0', '-c:a', probe.audioCodec === 'aac' ? 'copy' : 'aac', ...(probe.audioCodec === 'aac' ? [] : ['-b:a', '160k'])];
  const video = remuxesForPlayback(probe)
    ? ['-map', '0:v:0', '-c:v', 'copy']
    : ['-map', '0:v:0', '-vf', `scale=${size.width}:${size.height}`, '-c:v', 'libx264', '-preset', options.preset ?? 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-profile:v', 'high'];
  const args = [
    '-v', 'error', '-nostdin', '-y', '-i', inputPath,
    ...video,
    ...audio,
    '-sn', '-dn', '-map_metadata', '-1', '-movflags', '+faststart',
    '-progress', 'pipe:1', '-nostats', '-f', 'mp4', outputPath,
  ];
  const totalMicroseconds = probe.durationSeconds * 1_000_000;
  await runTool(binaries.ffmpeg, args, {
    timeoutMs: transcodeTimeoutMs(probe.durationSeconds),
    signal: options.signal,
    onStdoutLine: (line) => {
      // -progress writes key=value lines; out_time_us (out_time_ms in older builds, microseconds as well) is how far it got.
      const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
      if (match && options.onProgress) options.onProgress(Math.min(99, Math.floor((Number(match[1]) / totalMicroseconds) * 100)));
    },
  });
  options.onProgress?.(100);
}
