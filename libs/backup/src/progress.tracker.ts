/** Progress counts a table row as this many bytes of work (about a dump line); files count their size. */
export const ROW_WEIGHT_BYTES = 256;

/** Called with a whole percentage, 0 to 100, each time it changes; awaited, so a throw stops the work. */
export type ProgressListener = (percent: number) => void | Promise<void>;

/**
 * Turns units of work done (bytes, weighted rows) into whole percentages for a listener that writes them somewhere
 * (a job's progress, a backups row): it hears 0 first, at most one call per percent, and 100 only from finish().
 */
export class ProgressTracker {
  private done = 0;
  private reported = -1;
  private held = false;

  constructor(
    private readonly total: number,
    private readonly listener?: ProgressListener,
  ) {}

  async start(): Promise<void> {
    await this.report(0);
  }

  async advance(units: number): Promise<void> {
    this.done += units;
    const percent = this.total > 0 ? Math.min(99, Math.floor((this.done / this.total) * 100)) : 0;
    await this.report(percent);
  }

  async finish(): Promise<void> {
    this.held = false;
    await this.report(100);
  }

  /** Keeps counting without telling the listener, e.g. while the listener could not write where it reports. */
  hold(): void {
    this.held = true;
  }

  /** Tells the listener where the work stands, and carries on reporting. */
  async resume(): Promise<void> {
    this.held = false;
    await this.advance(0);
  }

  private async report(percent: number): Promise<void> {
    if (this.held || percent <= this.reported) return;
    this.reported = percent;
    await this.listener?.(percent);
  }
}
