import { describe, expect, it } from 'vitest';
import { aspectOf, justify } from './justify';

const options = { width: 940, targetHeight: 190, gap: 4, groupGap: 16 };
const photos = (aspects: number[], labelAt: Record<number, string> = {}) => aspects.map((aspect, i) => ({ item: i, aspect, groupLabel: labelAt[i] }));
const rowWidth = (row: ReturnType<typeof justify<number>>[number], labels: number) =>
  row.tiles.reduce((sum, tile) => sum + tile.width, 0) + (row.tiles.length - 1) * options.gap + labels * options.groupGap;

describe('justify', () => {
  it('fills every row but the last edge to edge, keeping each aspect ratio', () => {
    const rows = justify(photos([1.5, 1.5, 0.75, 1.33, 1.5, 1.5, 1.78, 1.5, 1.5, 1], { 0: 'July 2019' }), options);
    for (const row of rows.slice(0, -1)) {
      expect(rowWidth(row, 0)).toBe(options.width);
      expect(row.height).toBeLessThanOrEqual(options.targetHeight);
    }
    expect(rows[0].tiles.length).toBeGreaterThanOrEqual(4);
    // Aspect kept within a pixel of rounding.
    expect(Math.abs(rows[0].tiles[0].width / rows[0].height - 1.5)).toBeLessThan(0.05);
    expect(rows.at(-1)!.height).toBe(options.targetHeight);
    expect(rows.flatMap((row) => row.tiles.map((tile) => tile.item))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('puts small groups in one row, each header above its first photo, running up to the next one', () => {
    const rows = justify(photos([1.5, 1.5, 1.5, 1.5, 1.5], { 0: 'c. 1950', 1: '1960s', 3: 'Summer 1975' }), options);
    expect(rows[0].hasLabels).toBe(true);
    const labels = rows[0].tiles.filter((tile) => tile.label).map((tile) => tile.label!.text);
    expect(labels).toEqual(['c. 1950', '1960s', 'Summer 1975']);
    expect(rows[0].tiles[0].label!.width).toBe(rows[0].tiles[0].width);
    expect(rowWidth(rows[0], 2)).toBe(options.width);
  });

  it('reads aspect ratios from width and height, tempering extremes and unknowns', () => {
    expect(aspectOf(6000, 4000)).toBe(1.5);
    expect(aspectOf(0, 0)).toBe(1);
    expect(aspectOf(10000, 500)).toBe(3);
  });
});
