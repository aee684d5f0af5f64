import type { GpsPosition } from '../exif.reader';
import { parseIso6709 } from './iso6709';
import { runTool } from './tool-process';
import { VideoBinaries } from './video-binaries';
import { UnreadableVideoError, VideoToolError } from './video.errors';
import { videoTakenDate } from './video-date';

/** The container family, from ffprobe's demuxer and the file's brand (ffprobe names MP4, MOV and 3GP alike). */
export type VideoContainer = 'mp4' | 'mov' | '3gp' | 'webm' | 'matroska' | 'other';

/** What a video is, as ffprobe reads it. */
export interface VideoProbe {
  container: VideoContainer;
  /** ffprobe's codec names: 'h264', 'hevc', 'vp9', 'aac', 'opus'... audio null when the clip is silent. */
  videoCodec: string;
  audioCodec: string | null;
  pixelFormat: string | null;
  /** As stored in the stream, before rotation. */
  codedWidth: number;
  codedHeight: number;
  /** Degrees clockwise a player turns the picture: 0, 90, 180 or 270. */
  rotation: number;
  /** As shown, rotation applied. */
  width: number;
  height: number;
  durationSeconds: number;
  /** Wall-clock time of the recording 'YYYY-MM-DDTHH:mm:ss' (see videoTakenDate), or null. */
  takenDate: string | null;
  gps: GpsPosition | null;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: Array<{ rotation?: number | string }>;
  disposition?: { attached_pic?: number };
}

interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
}

/** A probe reads headers only: even a large file answers in well under a second; a hostile one is cut off. */
const PROBE_TIMEOUT_MS = 30_000;
/** Whole stream lists with their tags fit many times over; a file claiming thousands of streams does not. */
const PROBE_OUTPUT_BYTES = 2 * 1024 * 1024;

/**
 * Reads a video's container, codecs, dimensions, duration, date and place with ffprobe (headers only: nothing is
 * decoded). Throws UnreadableVideoError when ffprobe cannot read it as a video: not a video, cut off before its
 * index, no video stream, no size or no duration.
 */
export async function probeVideo(binaries: VideoBinaries, path: string): Promise<VideoProbe> {
  let output: FfprobeOutput;
  try {
    const json = await runTool(
      binaries.ffprobe,
      ['-v', 'error', '-hide_banner', '-print_format', 'json', '-show_format', '-show_streams', '--', path],
      { timeoutMs: PROBE_TIMEOUT_MS, maxStdoutBytes: PROBE_OUTPUT_BYTES },
    );
    output = JSON.parse(json) as FfprobeOutput;
  } catch (error) {
    if (error instanceof VideoToolError || error instanceof SyntaxError) throw new UnreadableVideoError('ffprobe could not open it', { cause: error });
    throw error;
  }
  return readProbe(output);
}

/** The probe of ffprobe's JSON (pure; exported for tests). */
export function readProbe(output: FfprobeOutput): VideoProbe {
  const streams = output.streams ?? [];
  // Cover art is a video stream of one picture: the film is the first real one.
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  if (!video?.codec_name) throw new UnreadableVideoError('it has no video track');
  const codedWidth = video.width ?? 0;
  const codedHeight = video.height ?? 0;
  if (codedWidth <= 0 || codedHeight <= 0) throw new UnreadableVideoError('its picture size is unknown');
  const durationSeconds = Number(output.format?.duration ?? video.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) throw new UnreadableVideoError('its length is unknown');
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const rotation = rotationOf(video);
  const turned = rotation === 90 || rotation === 270;
  const tags = { ...(video.tags ?? {}), ...(output.format?.tags ?? {}) };
  return {
    container: containerOf(output.format?.format_name ?? '', output.format?.tags?.major_brand ?? ''),
    videoCodec: video.codec_name,
    audioCodec: audio?.codec_name ?? null,
    pixelFormat: video.pix_fmt ?? null,
    codedWidth,
    codedHeight,
    rotation,
    width: turned ? codedHeight : codedWidth,
    height: turned ? codedWidth : codedHeight,
    durationSeconds,
    takenDate: videoTakenDate(tags),
    gps: parseIso6709(tags['com.apple.quicktime.location.ISO6709'] ?? tags.location ?? tags['location-eng']),
  };
}

/**
 * The rotation a player applies, clockwise, in 0/90/180/270: the display matrix (ffprobe ≥ 5 reports it as side data,
 * counter-clockwise) or the older `rotate` tag (clockwise).
 */
function rotationOf(stream: FfprobeStream): number {
  const matrix = stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation;
  const degrees = matrix !== undefined ? -Number(matrix) : Number(stream.tags?.rotate ?? 0);
  if (!Number.isFinite(degrees)) return 0;
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

function containerOf(formatName: string, majorBrand: string): VideoContainer {
  const demuxers = formatName.split(',');
  if (demuxers.includes('mp4') || demuxers.includes('mov')) {
    const brand = majorBrand.trim().toLowerCase();
    if (brand === 'qt') return 'mov';
    if (brand.startsWith('3g')) return '3gp';
    return 'mp4';
  }
  if (demuxers.includes('webm')) return 'webm';
  if (demuxers.includes('matroska')) return 'matroska';
  return 'other';
}
