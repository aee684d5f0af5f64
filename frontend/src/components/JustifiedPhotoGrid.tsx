import { memo, useMemo, useRef } from 'react';
import { useWidth } from '../hooks/useWidth';
import { useWindowRows } from '../hooks/useWindowRows';
import { groupByDate } from '../lib/dateGroups';
import { aspectOf, justify, type JustifiedRow, type JustifyItem } from '../lib/justify';
import { colors } from '../theme';
import { PhotoTile, type PhotoTileView, type TileSelection } from './PhotoTile';

interface Props {
  photos: PhotoTileView[];
  selection?: TileSelection;
  /** A photo to ring and bring into view (the one just uploaded). */
  highlightId?: number | null;
}

const GAP = 4;
const GROUP_GAP = 16;
const LABEL_BAND = 30;
/**
 * The decade a photo is listed in (by its sort date, as the server counts decades: undated photos by their upload):
 * the decade jump scrolls to the first tile that carries it.
 */
export const sortDecadeOf = (photo: { sort_date: string }): number => Math.floor(Number(photo.sort_date.slice(0, 4)) / 10) * 10;

/** Rows about this high: four or more photos a row on a laptop, two or three on a phone. */
const targetHeightFor = (width: number): number => (width < 600 ? 110 : width < 1100 ? 160 : 190);

/** A laid-out photo: its place in the list (for `aria-posinset`), and the marks the decade jump and headers use. */
interface GridItem {
  photo: PhotoTileView;
  position: number;
  /** Set on the list's first photo of its decade: the decade jump scrolls to it. */
  decadeStart?: number;
  groupKey?: string;
}

/** A row's height with its header band and the gap below it: exact, so the virtualiser needs no measuring. */
const rowSize = (row: JustifiedRow<GridItem>): number => (row.hasLabels ? LABEL_BAND : 0) + row.height + GAP;

/**
 * The photos in justified rows (aspect ratios kept, every row filled), under light headers of their date groups, each
 * at the precision its date is known ("March 1990", "c. 1950", "1960s", "Undated"). Small groups share a row, each
 * header above its own first photo. Only the rows near the screen are in the DOM (a family of 100,000 photos scrolls
 * through a few dozen tiles), with the rows the decade jump looks for (`data-decade` on each decade's first photo)
 * and the ringed photo kept rendered wherever they are.
 */
export function JustifiedPhotoGrid({ photos, selection, highlightId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const groups = useMemo(() => groupByDate(photos), [photos]);
  const rows = useMemo(() => {
    if (width === null) return [];
    const seen = new Set<number>();
    let position = 0;
    const items: Array<JustifyItem<GridItem>> = groups.flatMap((group) =>
      group.photos.map((photo, index) => {
        const decade = sortDecadeOf(photo);
        const decadeStart = seen.has(decade) ? undefined : decade;
        seen.add(decade);
        return {
          item: { photo, position: ++position, decadeStart, groupKey: index === 0 ? group.key : undefined },
          aspect: aspectOf(photo.width, photo.height),
          groupLabel: index === 0 ? group.label : undefined,
        };
      }),
    );
    return justify(items, { width, targetHeight: targetHeightFor(width), gap: GAP, groupGap: GROUP_GAP });
  }, [groups, width]);
  const pinned = useMemo(
    () => rows.flatMap((row, index) => (row.tiles.some(({ item }) => item.decadeStart !== undefined || item.photo.id === highlightId) ? [index] : [])),
    [rows, highlightId],
  );
  const list = useWindowRows({
    box,
    count: rows.length,
    estimateSize: (index) => rowSize(rows[index]),
    getItemKey: (index) => rows[index].tiles[0].item.photo.id,
    pinned,
  });

  return (
    <div ref={box} role="list" aria-label="Photos" data-testid="justified-grid" {...list.boxProps}>
      {list.rows.map((virtual) => (
        <GridRow
          key={virtual.key}
          index={virtual.index}
          top={list.topOf(virtual)}
          row={rows[virtual.index]}
          setSize={photos.length}
          selection={selection}
          highlightId={highlightId}
        />
      ))}
    </div>
  );
}

interface RowProps {
  index: number;
  top: number;
  row: JustifiedRow<GridItem>;
  setSize: number;
  selection?: TileSelection;
  highlightId?: number | null;
}

/** One justified row at its offset; memoised, as the grid renders again on every scroll. */
const GridRow = memo(function GridRow({ index, top, row, setSize, selection, highlightId }: RowProps) {
  return (
    <div
      data-index={index}
      className="justified-row"
      data-testid="photo-row"
      style={{ display: 'flex', gap: 0, paddingTop: row.hasLabels ? LABEL_BAND : 0, position: 'absolute', top, left: 0, right: 0 }}
    >
      {row.tiles.map((tile, index) => (
        <div
          key={tile.item.photo.id}
          role="listitem"
          aria-posinset={tile.item.position}
          aria-setsize={setSize}
          data-decade={tile.item.decadeStart}
          data-group={tile.item.groupKey}
          style={{
            width: tile.width,
            height: row.height,
            flex: 'none',
            marginLeft: index === 0 ? 0 : tile.label ? GAP + GROUP_GAP : GAP,
            position: 'relative',
            scrollMarginTop: 96,
          }}
        >
          {tile.label && (
            <h3
              className="date-group-label"
              title={tile.label.text}
              style={{
                position: 'absolute',
                top: -LABEL_BAND + 4,
                left: 0,
                width: tile.label.width,
                margin: 0,
                fontSize: 14,
                fontWeight: 600,
                lineHeight: '22px',
                color: colors.textSecondary,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {tile.label.text}
            </h3>
          )}
          <PhotoTile photo={tile.item.photo} selection={selection} fill highlighted={tile.item.photo.id === highlightId} />
        </div>
      ))}
    </div>
  );
});
