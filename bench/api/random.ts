/** A seeded pseudo-random source (mulberry32), so every run seeds the same library. */
export class Random {
  constructor(private state: number) {}

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/** Picks the i-th item with probability ∝ 1 / (i + 1): a few very common words, a long tail of rare ones. */
export class ZipfPicker<T> {
  private readonly cumulative: number[] = [];

  constructor(private readonly items: readonly T[]) {
    let sum = 0;
    for (let i = 0; i < items.length; i++) this.cumulative.push((sum += 1 / (i + 1)));
  }

  pick(random: Random): T {
    const target = random.next() * this.cumulative[this.cumulative.length - 1];
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return this.items[low];
  }
}
