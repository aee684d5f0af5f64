import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { groupByDate } from '../lib/dateGroups';
import { aspectOf, justify, type JustifyItem } from '../lib/justify';
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

/** Before the grid has measured itself (and in tests without layout). */
const FALLBACK_WIDTH = 960;

/** Rows about this high: four or more photos a row on a laptop, two or three on a phone. */
const targetHeightFor = (width: number): number => (width < 600 ? 110 : width < 1100 ? 160 : 190);

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width: width || FALLBACK_WIDTH };
}

/**
 * The photos in justified rows (aspect ratios kept, every row filled), under light headers of their date groups, each
 * at the precision its date is known ("March 1990", "c. 1950", "1960s", "Undated"). Small groups share a row, each
 * header above its own first photo. Every tile carries the decade it is listed in (`data-decade`) for the decade jump.
 */
export function JustifiedPhotoGrid({ photos, selection, highlightId }: Props) {
  const { ref, width } = useWidth();
  const groups = useMemo(() => groupByDate(photos), [photos]);
  const rows = useMemo(() => {
    const items: Array<JustifyItem<{ photo: PhotoTileView; decade: number | null; groupKey?: string }>> = groups.flatMap((group) =>
      group.photos.map((photo, index) => ({
        item: { photo, decade: group.decade, groupKey: index === 0 ? group.key : undefined },
        aspect: aspectOf(photo.width, photo.height),
        groupLabel: index === 0 ? group.label : undefined,
      })),
    );
    return justify(items, { width, targetHeight: targetHeightFor(width), gap: GAP, groupGap: GROUP_GAP });
  }, [groups, width]);

  return (
    <div ref={ref} role="list" aria-label="Photos" data-testid="justified-grid">
      {rows.map((row, rowIndex) => (
        <div
          key={rowIndex}
          className="justified-row"
          data-testid="photo-row"
          style={{ display: 'flex', gap: 0, marginBottom: GAP, paddingTop: row.hasLabels ? LABEL_BAND : 0, position: 'relative' }}
        >
          {row.tiles.map((tile, index) => (
            <div
              key={tile.item.photo.id}
              role="listitem"
              data-decade={sortDecadeOf(tile.item.photo)}
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
      ))}
    </div>
  );
}
