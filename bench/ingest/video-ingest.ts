import { probeVideo, renderVideoDerivatives, resolveVideoBinaries, runTool, transcodeForPlayback, VideoBinaries } from '@heirloom/media';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { makeClip } from '../../libs/media/src/testing/video-factory';
import { ApiClient } from './api-client';
import { FamilyProgress } from './family-progress';
import { childrenCpuSeconds, cpuSeconds, databaseServerPid } from './cpu-time';

/** A set of H.264 + AAC MP4 clips, each different (the poster comes from 1 s in). */
export interface ClipSample {
  name: string;
  width: number;
  height: number;
  seconds: number;
  rate: number;
  /** Clips uploaded end to end. */
  count: number;
}

/**
 * What a phone films (1080p at 30 frames a second, a quarter of a minute), and a short small clip where the work per
 * upload that does not grow with the file (requests, rows, jobs) weighs most against the tools' own.
 */
export const CLIP_SAMPLES: readonly ClipSample[] = [
  { name: 'phone clips', width: 1920, height: 1080, seconds: 15, rate: 30, count: 30 },
  { name: 'short clips', width: 1280, height: 720, seconds: 5, rate: 25, count: 80 },
];
/** The transcode's subject: what an iPhone films, 1080p HEVC in MOV (with AAC), 10 s. */
const HEVC_CLIP = { width: 1920, height: 1080, seconds: 10, codec: 'hevc', format: 'mov' } as const;
const PROCESSING_TIMEOUT_MS = 10 * 60_000;
const POLL_MS = 100;

export interface VideoFigures {
  clips: number;
  /** Clips per second, end to end: upload until every clip's poster thumbnail and metadata are in. */
  endToEnd: number;
  /** Bare ffprobe + one-frame ffmpeg, before and after the run. */
  bareBefore: number;
  bareAfter: number;
  /**
   * CPU per clip (ms), a figure the machine's other load barely moves: the bare tools' (mean of before and after), and
   * end to end the API's and the worker's, each with the ffprobe and ffmpeg runs it started.
   */
  cpuMsPerClip: { bare: number; api: number; apiChildren: number; worker: number; workerChildren: number; database: number };
}

export interface TranscodeFigures {
  clipSeconds: number;
  bareSeconds: number;
  endToEndSeconds: number;
  outputBytes: number;
}

/**
 * Sample clips made once and kept in bench/.data (git-ignored): the first encoded by the bundled ffmpeg, the others
 * its streams copied under a comment of their own (different bytes, so no upload is refused as a duplicate), which
 * takes a moment where encoding each took seconds.
 */
export async function sampleClips(dataDir: string, sample: ClipSample): Promise<string[]> {
  const { width, height, seconds, rate } = sample;
  const dir = join(dataDir, `clips-${width}x${height}-${seconds}s-${rate}fps`);
  await mkdir(dir, { recursive: true });
  const paths = Array.from({ length: sample.count }, (_, i) => join(dir, `clip-${String(i + 1).padStart(2, '0')}.mp4`));
  const [first, ...others] = paths;
  if (!existsSync(first)) {
    await makeClip(`${first}.part`, { width, height, seconds, rate, format: 'mp4' });
    await rename(`${first}.part`, first);
  }
  const { ffmpeg } = resolveVideoBinaries();
  for (const path of others.filter((candidate) => !existsSync(candidate))) {
    await runTool(ffmpeg, ['-v', 'error', '-nostdin', '-y', '-i', first, '-map', '0', '-c', 'copy', '-metadata', `comment=bench clip ${randomUUID()}`, '-f', 'mp4', `${path}.part`], { timeoutMs: 60_000 });
    await rename(`${path}.part`, path);
  }
  return paths;
}

export async function sampleHevcClip(dataDir: string): Promise<string> {
  const path = join(dataDir, `hevc-${HEVC_CLIP.width}x${HEVC_CLIP.height}-${HEVC_CLIP.seconds}s.mov`);
  if (!existsSync(path)) {
    console.log(`Making a ${HEVC_CLIP.seconds} s 1080p HEVC clip in ${path} (once)…`);
    await makeClip(`${path}.part.mov`, HEVC_CLIP);
    await rename(`${path}.part.mov`, path);
  }
  return path;
}

/**
 * The floor for the poster and metadata: what the pipeline cannot do without, per clip, bare in this process: ffprobe
 * (format and streams, as the upload runs it) and the one ffmpeg run the worker makes of the poster frame (its
 * thumbnail and preview WebPs, renderVideoDerivatives, as the stack floor runs it too); `parallel` clips at a time
 * (the worker's WORKER_CONCURRENCY). Answers clips per second.
 */
export async function measureBareVideo(binaries: VideoBinaries, clips: string[], parallel: number): Promise<{ clipsPerSecond: number; cpuMsPerClip: number }> {
  const out = await mkdtemp(join(tmpdir(), 'heirloom-bare-video-'));
  try {
    let next = 0;
    const cpuAtStart = childrenCpuSeconds(process.pid);
    const started = performance.now();
    const lane = async () => {
      while (next < clips.length) {
        const i = next++;
        const probe = await probeVideo(binaries, clips[i]);
        await renderVideoDerivatives(binaries, clips[i], { thumbnailPath: join(out, `${i}.thumbnail.webp`), previewPath: join(out, `${i}.preview.webp`) }, probe.durationSeconds);
      }
    };
    await Promise.all(Array.from({ length: parallel }, lane));
    const clipsPerSecond = clips.length / ((performance.now() - started) / 1000);
    return { clipsPerSecond, cpuMsPerClip: ((childrenCpuSeconds(process.pid) - cpuAtStart) * 1000) / clips.length };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/** Upload to "every clip has its poster thumbnail, length, date and playback settled", 2 uploads in flight. */
async function measureEndToEnd(client: ApiClient, progress: FamilyProgress, clips: string[], inFlight: number): Promise<number> {
  const familyId = await client.createFamily('Videos');
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < clips.length) await client.uploadPhoto(familyId, clips[next++]);
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  while ((await progress.countVideosRead(familyId)) < clips.length) {
    if (performance.now() - started > PROCESSING_TIMEOUT_MS) throw new Error('Video posters still missing after 10 minutes: is the worker running?');
    await sleep(POLL_MS);
  }
  return clips.length / ((performance.now() - started) / 1000);
}

/** The 1080p HEVC clip made into its playback copy: bare (the library function alone) and through the stack. */
async function measureTranscode(binaries: VideoBinaries, client: ApiClient, clip: string): Promise<TranscodeFigures> {
  const probe = await probeVideo(binaries, clip);
  const out = join(tmpdir(), `heirloom-bench-copy-${process.pid}.mp4`);
  try {
    const started = performance.now();
    await transcodeForPlayback(binaries, clip, out, probe);
    const bareSeconds = (performance.now() - started) / 1000;
    const outputBytes = (await stat(out)).size;
    const familyId = await client.createFamily('Transcode');
    const uploaded = performance.now();
    const photoId = await client.uploadPhoto(familyId, clip);
    while ((await client.playbackStatus(photoId)) !== 'ready') {
      if (performance.now() - uploaded > PROCESSING_TIMEOUT_MS) throw new Error('The playback copy is still missing after 10 minutes');
      await sleep(POLL_MS);
    }
    return { clipSeconds: probe.durationSeconds, bareSeconds, endToEndSeconds: (performance.now() - uploaded) / 1000, outputBytes };
  } finally {
    await rm(out, { force: true });
  }
}

/**
 * Videos (issue 13): poster + metadata per clip of a sample end to end against bare ffprobe + one-frame ffmpeg
 * (measured before and after).
 */
export async function measureClips(client: ApiClient, progress: FamilyProgress, pids: { api: number; worker: number }, clips: string[], parallel: number): Promise<VideoFigures> {
  const binaries = resolveVideoBinaries();
  const bareBefore = await measureBareVideo(binaries, clips, parallel);
  const database = databaseServerPid();
  const cpu = () => ({
    api: cpuSeconds(pids.api),
    apiChildren: childrenCpuSeconds(pids.api),
    worker: cpuSeconds(pids.worker),
    workerChildren: childrenCpuSeconds(pids.worker),
    database: database === null ? Number.NaN : cpuSeconds(database),
  });
  const cpuAtStart = cpu();
  const endToEnd = await measureEndToEnd(client, progress, clips, 2);
  const cpuAtEnd = cpu();
  const perClip = (key: keyof typeof cpuAtStart) => ((cpuAtEnd[key] - cpuAtStart[key]) * 1000) / clips.length;
  const bareAfter = await measureBareVideo(binaries, clips, parallel);
  return {
    clips: clips.length,
    endToEnd,
    bareBefore: bareBefore.clipsPerSecond,
    bareAfter: bareAfter.clipsPerSecond,
    cpuMsPerClip: { bare: (bareBefore.cpuMsPerClip + bareAfter.cpuMsPerClip) / 2, api: perClip('api'), apiChildren: perClip('apiChildren'), worker: perClip('worker'), workerChildren: perClip('workerChildren'), database: perClip('database') },
  };
}

/** The transcode of a 1080p HEVC clip to its playback copy as a multiple of real time, bare and through the stack. */
export async function measureHevcTranscode(client: ApiClient, dataDir: string): Promise<TranscodeFigures> {
  return measureTranscode(resolveVideoBinaries(), client, await sampleHevcClip(dataDir));
}

export const describeClips = ({ width, height, seconds, rate }: ClipSample): string => `${width} x ${height} H.264 + AAC MP4, ${seconds} s at ${rate} frames/s`;
export const TRANSCODE_SAMPLE = `${HEVC_CLIP.width} x ${HEVC_CLIP.height} HEVC MOV, ${HEVC_CLIP.seconds} s`;
