import { throttledProgress } from './backup-progress';

describe(throttledProgress.name, () => {
  it('writes the first value, skips repeats and values inside the interval, and always writes 100', async () => {
    const written: number[] = [];
    const report = throttledProgress(async (p) => void written.push(p), 10_000);
    await report(5);
    await report(5);
    await report(40);
    await report(100);
    expect(written).toEqual([5, 100]);
  });

  it('writes again once the interval has passed', async () => {
    const written: number[] = [];
    const report = throttledProgress(async (p) => void written.push(p), 0);
    await report(1);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await report(2);
    expect(written).toEqual([1, 2]);
  });
});
