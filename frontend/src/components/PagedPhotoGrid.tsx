import { memo, useMemo, useRef, type ReactNode } from 'react';
import { useWidth } from '../hooks/useWidth';
import { useWindowRows } from '../hooks/useWindowRows';
import { GRID_GAP } from './PhotoGrid';

interface Props<T> {
  items: T[];
  getKey: (item: T) => number;
  /** How many columns a grid this wide has (`gridColumns` for PhotoGrid's). */
  columnsFor: (width: number) => number;
  /** A tile, drawn once it is near the screen (the rows are memoised on it: a new function draws them again). */
  renderTile: (item: T) => ReactNode;
  /** Below each tile's square thumbnail (captions, buttons): a first guess, each rendered row is then measured. */
  belowThumbnail?: number;
  gap?: number;
  'aria-label'?: string;
}

/**
 * A grid of square photo tiles for lists that grow as one scrolls (an album, a person's photos, the trash): laid out
 * one row of columns at a time, and only the rows near the screen are in the DOM.
 */
export function PagedPhotoGrid<T>({ items, getKey, columnsFor, renderTile, belowThumbnail = 0, gap = GRID_GAP, 'aria-label': label }: Props<T>) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const columns = width === null ? 1 : columnsFor(width);
  const tileWidth = ((width ?? 0) - (columns - 1) * gap) / columns;
  const rowCount = width === null ? 0 : Math.ceil(items.length / columns);
  const list = useWindowRows({
    box,
    count: rowCount,
    estimateSize: (index) => tileWidth + belowThumbnail + (index < rowCount - 1 ? gap : 0),
    // By the column count too: a row measured at another width says nothing of this one.
    getItemKey: (index) => `${columns}:${getKey(items[index * columns])}`,
    measured: true,
  });
  return (
    <div ref={box} role="list" aria-label={label} {...list.boxProps}>
      {list.rows.map((virtual) => (
        <GridRow
          key={virtual.key}
          index={virtual.index}
          top={list.topOf(virtual)}
          measure={list.measureRow}
          items={items}
          getKey={getKey}
          columns={columns}
          gap={gap}
          last={virtual.index === rowCount - 1}
          renderTile={renderTile}
        />
      ))}
    </div>
  );
}

interface RowProps<T> {
  index: number;
  top: number;
  measure?: (node: HTMLDivElement | null) => void;
  items: T[];
  getKey: (item: T) => number;
  columns: number;
  gap: number;
  last: boolean;
  renderTile: (item: T) => ReactNode;
}

/** One row of tiles at its offset, with the gap below it; memoised, as the grid renders again on every scroll. */
const GridRow = memo(function GridRow<T>({ index, top, measure, items, getKey, columns, gap, last, renderTile }: RowProps<T>) {
  const start = index * columns;
  const row = useMemo(() => items.slice(start, start + columns), [items, start, columns]);
  return (
    <div
      ref={measure}
      data-index={index}
      style={{ position: 'absolute', top, left: 0, right: 0, display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap, paddingBottom: last ? 0 : gap }}
    >
      {row.map((item, offset) => (
        <div role="listitem" key={getKey(item)} aria-posinset={start + offset + 1} aria-setsize={items.length}>
          {renderTile(item)}
        </div>
      ))}
    </div>
  );
}) as <T>(props: RowProps<T>) => ReactNode;
