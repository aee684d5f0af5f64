/**
 * Where the poster frame is taken: a second in (past a fade-in or a black first frame), or a tenth of a clip
 * shorter than ten seconds.
 */
export function posterTime(durationSeconds: number): number {
  return Math.min(1, durationSeconds / 10);
}
