import { PhotoTile, type PhotoTileView, type TileSelection } from './PhotoTile';

interface Props {
  photos: PhotoTileView[];
  caption?: boolean;
  /** Smallest tile width in px; the grid fits as many columns as the width allows. */
  minTileWidth?: number;
  /** Given by grids whose tiles can be selected. */
  selection?: TileSelection;
}

export const GRID_GAP = 8;
/** On a phone three columns (two with captions); tiles of about minTileWidth on wider screens. */
const phoneShare = (caption: boolean) => (caption ? { percent: 50, px: 4 } : { percent: 33.333, px: 6 });

/**
 * How many columns PhotoGrid's CSS gives a grid this wide (auto-fill of the narrowest tile), for lists laid out one
 * row at a time (the timeline): the same tiles, the same widths.
 */
export function gridColumns(width: number, minTileWidth: number, caption: boolean): number {
  const share = phoneShare(caption);
  const narrowest = Math.min(minTileWidth, (width * share.percent) / 100 - share.px);
  return Math.max(1, Math.floor((width + GRID_GAP) / (narrowest + GRID_GAP) + 1e-6));
}

/** A responsive CSS grid of photo tiles, for short lists (a day's memories, a dialog's picker). */
export function PhotoGrid({ photos, caption = false, minTileWidth = 160, selection }: Props) {
  const share = phoneShare(caption);
  return (
    <div
      role="list"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${minTileWidth}px, calc(${share.percent}% - ${share.px}px)), 1fr))`,
        gap: GRID_GAP,
      }}
    >
      {photos.map((photo) => (
        <div role="listitem" key={photo.id}>
          <PhotoTile photo={photo} caption={caption} selection={selection} />
        </div>
      ))}
    </div>
  );
}
