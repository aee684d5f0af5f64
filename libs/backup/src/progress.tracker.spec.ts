import { ProgressTracker } from './progress.tracker';

describe(ProgressTracker.name, () => {
  it('reports 0 first, each whole percent once, and 100 only when finished', async () => {
    const heard: number[] = [];
    const tracker = new ProgressTracker(1000, (percent) => void heard.push(percent));
    await tracker.start();
    await tracker.advance(5);
    await tracker.advance(4);
    await tracker.advance(491);
    await tracker.advance(600);
    await tracker.finish();
    expect(heard).toEqual([0, 50, 99, 100]);
  });

  it('stays at 0 with nothing to do, then jumps to 100', async () => {
    const heard: number[] = [];
    const tracker = new ProgressTracker(0, (percent) => void heard.push(percent));
    await tracker.start();
    await tracker.advance(10);
    await tracker.finish();
    expect(heard).toEqual([0, 100]);
  });

  it('keeps counting silently while held and catches up when resumed', async () => {
    const heard: number[] = [];
    const tracker = new ProgressTracker(100, (percent) => void heard.push(percent));
    await tracker.start();
    tracker.hold();
    await tracker.advance(30);
    await tracker.advance(30);
    expect(heard).toEqual([0]);
    await tracker.resume();
    await tracker.advance(10);
    expect(heard).toEqual([0, 60, 70]);
  });

  it('awaits the listener and passes on its failure', async () => {
    const tracker = new ProgressTracker(10, async (percent) => {
      if (percent >= 50) throw new Error('cancelled by the job');
    });
    await tracker.start();
    await expect(tracker.advance(6)).rejects.toThrow('cancelled by the job');
  });
});
