import { PlayCircleFilled } from '@ant-design/icons';
import { useMemo, useRef } from 'react';
import type { PublicPhotoResponse } from '@heirloom/contracts';
import { useWidth } from '../../../hooks/useWidth';
import { useWindowRows } from '../../../hooks/useWindowRows';
import { aspectOf, justify } from '../../../lib/justify';
import { shared as copy } from '../../../messages';
import { colors } from '../../../theme';

const GAP = 4;
/** Three or so photos a row on a phone, five or more on a laptop. */
const targetHeightFor = (width: number): number => (width < 600 ? 120 : 200);

interface Props {
  photos: PublicPhotoResponse[];
  onOpen: (index: number) => void;
}

/**
 * A share link's photos in justified rows (aspect ratios kept, rows filled), only the rows near the screen in the
 * DOM; a tile opens the viewer.
 */
export function SharedGrid({ photos, onOpen }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const rows = useMemo(
    () =>
      width === null
        ? []
        : justify(
            photos.map((photo, index) => ({ item: { photo, index }, aspect: aspectOf(photo.width, photo.height) })),
            { width, targetHeight: targetHeightFor(width), gap: GAP, groupGap: 0 },
          ),
    [photos, width],
  );
  const list = useWindowRows({
    box: ref,
    count: rows.length,
    estimateSize: (index) => rows[index].height + GAP,
    getItemKey: (index) => rows[index].tiles[0].item.photo.id,
  });
  return (
    <div ref={ref} role="list" aria-label={copy.photos} data-testid="shared-grid" {...list.boxProps}>
      {list.rows.map((virtual) => (
        <div key={virtual.key} data-index={virtual.index} style={{ display: 'flex', gap: GAP, position: 'absolute', top: list.topOf(virtual), left: 0, right: 0 }}>
          {rows[virtual.index].tiles.map(({ item: { photo, index }, width: tileWidth }) => (
            <div
              key={photo.id}
              role="listitem"
              aria-posinset={index + 1}
              aria-setsize={photos.length}
              style={{ width: tileWidth, height: rows[virtual.index].height, flex: 'none', position: 'relative' }}
            >
              <button
                type="button"
                onClick={() => onOpen(index)}
                aria-label={photo.description || copy.untitled}
                style={{ all: 'unset', cursor: 'zoom-in', display: 'block', width: '100%', height: '100%', background: colors.photoBackdrop, borderRadius: 4, overflow: 'hidden' }}
              >
                <img src={photo.thumbnail_url} alt={photo.description ?? ''} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                {photo.media_type === 'video' && (
                  <PlayCircleFilled aria-hidden style={{ position: 'absolute', left: 8, bottom: 8, fontSize: 24, color: colors.onDark, textShadow: `0 0 4px ${colors.scrim}` }} />
                )}
              </button>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
