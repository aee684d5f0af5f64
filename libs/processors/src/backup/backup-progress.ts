/** Writes job progress at most every quarter second (and always 100), so a fast job does not flood the database. */
export function throttledProgress(write: (percent: number) => Promise<unknown>, everyMs = 250): (percent: number) => Promise<void> {
  let last = -1;
  let lastAt = 0;
  return async (percent) => {
    const now = Date.now();
    if (percent === last || (percent < 100 && now - lastAt < everyMs)) return;
    last = percent;
    lastAt = now;
    await write(percent);
  };
}
