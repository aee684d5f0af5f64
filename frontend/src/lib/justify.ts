/** One photo of a justified layout: its aspect ratio (width / height), and whether a date group starts with it. */
export interface JustifyItem<T> {
  item: T;
  aspect: number;
  /** The header of the group that starts here (shown above this tile). */
  groupLabel?: string;
}

export interface PlacedTile<T> {
  item: T;
  width: number;
  /** The header starting above this tile, with the width it may take (up to the next header of the row). */
  label?: { text: string; width: number };
}

export interface JustifiedRow<T> {
  height: number;
  tiles: Array<PlacedTile<T>>;
  /** A date group starts in this row: a header band sits above it. */
  hasLabels: boolean;
}

export interface JustifyOptions {
  width: number;
  targetHeight: number;
  gap: number;
  /** Extra room before a group that starts in the middle of a row. */
  groupGap: number;
}

/** Very wide or very tall pictures (panoramas, screenshots of receipts) are laid out as if less extreme. */
const clampAspect = (aspect: number): number => (Number.isFinite(aspect) && aspect > 0 ? Math.min(Math.max(aspect, 0.4), 3) : 1);

/** A picture's aspect ratio from its width and height (1 when unknown). */
export const aspectOf = (width: number | null | undefined, height: number | null | undefined): number => clampAspect((width ?? 0) / (height ?? 0));

/**
 * Google Photos' justified rows: photos keep their aspect ratio, each row is filled edge to edge (its height shrinks
 * to fit the photo that made it overflow), and the last row keeps the target height. Groups flow on in the same row,
 * a little apart, each with its header above its first tile. Widths are whole pixels; the last tile of a filled row
 * takes what rounding left.
 */
export function justify<T>(items: Array<JustifyItem<T>>, { width, targetHeight, gap, groupGap }: JustifyOptions): Array<JustifiedRow<T>> {
  const rows: Array<JustifiedRow<T>> = [];
  let pending: Array<JustifyItem<T>> = [];

  const gapsOf = (row: Array<JustifyItem<T>>) =>
    row.reduce((sum, entry, index) => sum + (index === 0 ? 0 : entry.groupLabel ? gap + groupGap : gap), 0);
  const place = (row: Array<JustifyItem<T>>, height: number, fill: boolean): JustifiedRow<T> => {
    const tiles: Array<PlacedTile<T>> = row.map((entry) => ({ item: entry.item, width: Math.max(1, Math.floor(entry.aspect * height)) }));
    if (fill) {
      const used = tiles.reduce((sum, tile) => sum + tile.width, 0) + gapsOf(row);
      tiles[tiles.length - 1].width += width - used;
    }
    // Each header may run on until the next header of the row (or the row's end).
    let x = 0;
    const starts: Array<{ index: number; x: number }> = [];
    row.forEach((entry, index) => {
      if (index > 0) x += entry.groupLabel ? gap + groupGap : gap;
      if (entry.groupLabel) starts.push({ index, x });
      x += tiles[index].width;
    });
    starts.forEach((start, n) => {
      const next = starts[n + 1]?.x ?? Math.max(x, width);
      const gapBefore = starts[n + 1] ? groupGap + gap : 0;
      tiles[start.index].label = { text: row[start.index].groupLabel!, width: Math.max(0, next - start.x - gapBefore) };
    });
    return { height: Math.round(height), tiles, hasLabels: starts.length > 0 };
  };

  for (const entry of items) {
    pending.push(entry);
    const aspects = pending.reduce((sum, candidate) => sum + candidate.aspect, 0);
    const natural = aspects * targetHeight + gapsOf(pending);
    if (natural >= width) {
      const height = (width - gapsOf(pending)) / aspects;
      rows.push(place(pending, height, true));
      pending = [];
    }
  }
  if (pending.length) rows.push(place(pending, targetHeight, false));
  return rows;
}
