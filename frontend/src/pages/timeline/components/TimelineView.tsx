import { theme, Typography } from 'antd';
import { memo, useMemo, useRef } from 'react';
import type { PhotoResponse } from '@heirloom/contracts';
import { gridColumns, GRID_GAP } from '../../../components/PhotoGrid';
import { PhotoTile, type PhotoTileView, type TileSelection } from '../../../components/PhotoTile';
import { useWidth } from '../../../hooks/useWidth';
import { useWindowRows } from '../../../hooks/useWindowRows';
import { formatPhotoDate, photoTitle } from '../../../lib/format';
import { colors } from '../../../theme';
import { timelineRows, type PhotosRow, type TimelineRow } from './timelineRows';

const MIN_TILE_WIDTH = 180;
/** The rail and the points left of the content, as Ant Design's Timeline draws them. */
const RAIL_GUTTER = 26;
const POINT = { top: 7, size: 10 };
/** Below a group (the timeline item's own padding, which the last item has not), and below a decade (its section's margin). */
const GROUP_END = 12;
const DECADE_END = 16;

/** Line heights of a tile's caption (13 px text, 12 px for the family) in Ant Design's 22/14 line height. */
const CAPTION = { padding: 16, line: 13 * (22 / 14), familyLine: 12 * (22 / 14) };

/** A row's height as first guessed (each rendered row is then measured): square thumbnails and their caption lines. */
function estimate(row: TimelineRow<PhotoTileView>, tileWidth: number): number {
  if (row.kind === 'decade') return (row.first ? 8 : 0) + 38 + 15;
  const lines = Math.max(
    ...row.photos.map((photo) => {
      const dateLine = photoTitle(photo) !== formatPhotoDate(photo) ? CAPTION.line : 0;
      return CAPTION.line + dateLine + (photo.family?.name || photo.family_name ? CAPTION.familyLine : 0);
    }),
  );
  const header = row.firstOfGroup ? 1 + 24 + 8 : 0;
  return header + tileWidth + CAPTION.padding + lines + bottomOf(row);
}

const bottomOf = (row: PhotosRow<unknown>): number => (row.lastOfDecade ? DECADE_END : row.lastOfGroup ? GROUP_END : GRID_GAP);

/**
 * Decades as headers, each date group (at its own precision: "March 1990", "c. 1950", "Undated") a point of the
 * timeline with its photos in rows below. Only the rows near the screen are in the DOM; the decade jump's targets
 * (`data-decade` on each decade's first group) stay rendered wherever they are.
 */
export function TimelineView({ photos, selection }: { photos: PhotoResponse[]; selection?: TileSelection }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const contentWidth = (width ?? 0) - RAIL_GUTTER;
  const columns = width === null ? 1 : gridColumns(contentWidth, MIN_TILE_WIDTH, true);
  const tileWidth = (contentWidth - (columns - 1) * GRID_GAP) / columns;
  // No rows before the width is known: none laid out at a width the list does not have.
  const measured = width !== null;
  const rows = useMemo(() => (measured ? timelineRows<PhotoTileView>(photos, columns) : []), [photos, columns, measured]);
  const pinned = useMemo(() => rows.flatMap((row, index) => (row.kind === 'photos' && row.decadeStart !== undefined ? [index] : [])), [rows]);
  const list = useWindowRows({
    box,
    count: rows.length,
    estimateSize: (index) => estimate(rows[index], tileWidth),
    // By the column count too: a row measured at another width says nothing of this one.
    getItemKey: (index) => `${columns}:${rows[index].key}`,
    pinned,
    measured: true,
  });

  return (
    <div ref={box} data-testid="timeline-view" {...list.boxProps}>
      {list.rows.map((virtual) => {
        const row = rows[virtual.index];
        return (
          <div key={virtual.key} ref={list.measureRow} data-index={virtual.index} style={{ position: 'absolute', top: list.topOf(virtual), left: 0, right: 0 }}>
            {row.kind === 'decade' ? (
              <Typography.Title level={2} style={{ color: colors.primary, marginTop: row.first ? 8 : 0 }}>
                {`${row.decade}s`}
              </Typography.Title>
            ) : (
              <TimelinePhotos row={row} columns={columns} setSize={photos.length} selection={selection} />
            )}
          </div>
        );
      })}
    </div>
  );
}

interface RowProps {
  row: PhotosRow<PhotoTileView>;
  columns: number;
  setSize: number;
  selection?: TileSelection;
}

/** One row of a group's tiles on the rail; its first row carries the group's point and header. Memoised: the view renders again on every scroll. */
const TimelinePhotos = memo(function TimelinePhotos({ row, columns, setSize, selection }: RowProps) {
  const { token } = theme.useToken();
  const rail = { position: 'absolute', left: 4, width: 0, borderLeft: `2px solid ${token.colorSplit}` } as const;
  return (
    <div data-decade={row.decadeStart} style={{ position: 'relative', paddingLeft: RAIL_GUTTER, paddingTop: row.firstOfGroup ? 1 : 0, paddingBottom: bottomOf(row) }}>
      {row.railAbove && <span aria-hidden style={{ ...rail, top: 0, height: POINT.top }} />}
      {row.railBelow && <span aria-hidden style={{ ...rail, top: row.firstOfGroup ? POINT.top + POINT.size : 0, bottom: 0 }} />}
      {row.firstOfGroup && (
        <>
          <span
            aria-hidden
            style={{ position: 'absolute', left: 0, top: POINT.top, width: POINT.size, height: POINT.size, boxSizing: 'border-box', border: `2px solid ${colors.secondary}`, borderRadius: '50%' }}
          />
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {row.group.label}
          </Typography.Title>
        </>
      )}
      <div role="list" aria-label={row.group.label} style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GRID_GAP }}>
        {row.photos.map((photo, index) => (
          <div role="listitem" key={photo.id} aria-posinset={row.position + index} aria-setsize={setSize}>
            <PhotoTile photo={photo} caption selection={selection} />
          </div>
        ))}
      </div>
    </div>
  );
});
