import { PhotoTile, type PhotoTileView, type TileSelection } from './PhotoTile';

interface Props {
  photos: PhotoTileView[];
  caption?: boolean;
  /** Smallest tile width in px; the grid fits as many columns as the width allows. */
  minTileWidth?: number;
  /** Given by grids whose tiles can be selected. */
  selection?: TileSelection;
}

/** A responsive CSS grid of photo tiles (cheap to render for long lists). */
export function PhotoGrid({ photos, caption = false, minTileWidth = 160, selection }: Props) {
  return (
    <div
      role="list"
      style={{
        display: 'grid',
        // On a phone three columns (two with captions); tiles of about minTileWidth on wider screens.
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${minTileWidth}px, ${caption ? 'calc(50% - 4px)' : 'calc(33.333% - 6px)'}), 1fr))`,
        gap: 8,
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
