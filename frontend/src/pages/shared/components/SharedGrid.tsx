import { PlayCircleFilled } from '@ant-design/icons';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PublicPhotoResponse } from '@heirloom/contracts';
import { aspectOf, justify } from '../../../lib/justify';
import { shared as copy } from '../../../messages';
import { colors } from '../../../theme';

const GAP = 4;
const FALLBACK_WIDTH = 960;
/** Three or so photos a row on a phone, five or more on a laptop. */
const targetHeightFor = (width: number): number => (width < 600 ? 120 : 200);

interface Props {
  photos: PublicPhotoResponse[];
  onOpen: (index: number) => void;
}

/** A share link's photos in justified rows (aspect ratios kept, rows filled); a tile opens the viewer. */
export function SharedGrid({ photos, onOpen }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setMeasured(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMeasured(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const width = measured || FALLBACK_WIDTH;
  const rows = useMemo(
    () =>
      justify(
        photos.map((photo, index) => ({ item: { photo, index }, aspect: aspectOf(photo.width, photo.height) })),
        { width, targetHeight: targetHeightFor(width), gap: GAP, groupGap: 0 },
      ),
    [photos, width],
  );
  return (
    <div ref={ref} role="list" aria-label={copy.photos} data-testid="shared-grid">
      {rows.map((row, rowIndex) => (
        <div key={rowIndex} style={{ display: 'flex', gap: GAP, marginBottom: GAP }}>
          {row.tiles.map(({ item: { photo, index }, width: tileWidth }) => (
            <div key={photo.id} role="listitem" style={{ width: tileWidth, height: row.height, flex: 'none', position: 'relative' }}>
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
