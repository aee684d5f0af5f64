import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { MemoryPhotoResponse, PhotoResponse, TimelinePhotoResponse } from '@heirloom/contracts';
import { formatDuration, formatPhotoDate, photoTitle } from '../lib/format';
import { tile } from '../messages';
import { PhotoThumb } from './PhotoThumb';
import { SelectMark } from './SelectMark';
import { VideoBadge } from './VideoBadge';
import { colors } from '../theme';

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** A photo as a tile shows it: the timeline's carry their family, On This Day's their family's name. */
export type PhotoTileView = PhotoResponse & Partial<Pick<TimelinePhotoResponse, 'family'> & Pick<MemoryPhotoResponse, 'family_name'>>;

/** How a grid that takes selections (the family page) drives its tiles. */
export interface TileSelection {
  /** True while clicks select rather than open: every tile then shows its mark. */
  active: boolean;
  isSelected: (photo: PhotoTileView) => boolean;
  /** Sees every click first; one it calls preventDefault on does not open the photo. */
  onClick: (photo: PhotoTileView, event: MouseEvent<HTMLAnchorElement>) => void;
}

interface Props {
  photo: PhotoTileView;
  caption?: boolean;
  selection?: TileSelection;
  /** Fill the box the grid gives it (a justified row's tile) rather than a square. */
  fill?: boolean;
  /** The photo just uploaded: ringed, and scrolled into view once. */
  highlighted?: boolean;
}

/** The tile's accessible name: its description (else its place), "video, 1:05" for a video, the date, and "selected" when it is. */
export function tileLabel(photo: PhotoTileView, selected: boolean): string {
  const named = photo.description?.trim() || photo.display_location?.trim() || photo.location?.trim();
  const parts = named ? [named] : [];
  if (photo.media_type === 'video') parts.push(tile.video(formatDuration(photo.duration_seconds)));
  parts.push(formatPhotoDate(photo));
  if (selected) parts.push(tile.selected);
  return parts.join(', ');
}

/** One photo or video of a grid: a thumbnail linking to /photos/{id}; videos carry a play mark and their length. */
export function PhotoTile({ photo, caption = false, selection, fill = false, highlighted = false }: Props) {
  const title = photoTitle(photo);
  const familyName = photo.family?.name ?? photo.family_name;
  const selected = selection?.isSelected(photo) ?? false;
  const ringed = selected || highlighted;
  return (
    <Link
      ref={highlighted ? (link) => link?.scrollIntoView?.({ block: 'nearest' }) : undefined}
      data-highlighted={highlighted || undefined}
      to={`/photos/${photo.id}`}
      aria-label={tileLabel(photo, selected)}
      onClick={selection ? (event) => selection.onClick(photo, event) : undefined}
      // Shift-click extends a selection: keep the browser from selecting the page's text as well.
      onMouseDown={selection ? (event) => event.shiftKey && event.preventDefault() : undefined}
      style={{ display: 'block', borderRadius: fill ? 8 : 12, overflow: 'hidden', background: colors.surface, color: 'inherit', height: fill ? '100%' : undefined }}
    >
      <div
        style={{
          position: 'relative',
          height: fill ? '100%' : undefined,
          // Drawn inside the tile and above the picture, so neighbours and the rounded corner do not clip it.
          outline: ringed ? `3px solid ${highlighted && !selected ? colors.secondary : colors.primary}` : undefined,
          outlineOffset: -3,
          borderRadius: fill ? 8 : 12,
        }}
      >
        <PhotoThumb photoId={photo.id} alt={title} style={fill ? { height: '100%', aspectRatio: 'auto' } : undefined} />
        {photo.media_type === 'video' && <VideoBadge durationSeconds={photo.duration_seconds} />}
        {selection?.active && <SelectMark selected={selected} />}
      </div>
      {caption && (
        <div style={{ padding: '8px 12px', fontSize: 13 }}>
          <div style={{ ...oneLine, fontWeight: 500 }}>{title}</div>
          {/* A photo named by its date says it once. */}
          {title !== formatPhotoDate(photo) && <div style={{ ...oneLine, color: colors.textSecondary }}>{formatPhotoDate(photo)}</div>}
          {familyName && <div style={{ ...oneLine, color: colors.primary, fontSize: 12 }}>{familyName}</div>}
        </div>
      )}
    </Link>
  );
}
