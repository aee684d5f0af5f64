/** Why a video is refused or could not be worked on. Messages are written for the person who uploaded it. */
export abstract class InvalidVideoError extends Error {}

/** ffprobe could not read the file as a video: not really a video, cut off, or damaged. */
export class UnreadableVideoError extends InvalidVideoError {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`This video could not be read (${detail}): the file is damaged, incomplete or not really a video.`, options);
    this.name = 'UnreadableVideoError';
  }
}

/** ffmpeg or ffprobe ended badly; `stderr` is the tail of what it said. */
export class VideoToolError extends Error {
  constructor(
    readonly tool: string,
    readonly exitCode: number | null,
    readonly stderr: string,
    reason?: string,
  ) {
    super(`${tool} ${reason ?? `exited with ${exitCode}`}: ${stderr.trim().split('\n').slice(-3).join(' | ') || 'no message'}`);
    this.name = 'VideoToolError';
  }
}
