import { useRef, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { MemoryPhotoResponse, PhotoResponse, TimelinePhotoResponse } from '@heirloom/contracts';
import { formatDuration, formatPhotoDate, photoTitle } from '../lib/format';
import { tile } from '../messages';
import { PhotoThumb } from './PhotoThumb';
import { SelectMark } from './SelectMark';
import { usePhotoLinkState } from './photoList/PhotoListContext';
import { VideoBadge } from './VideoBadge';
import { colors } from '../theme';

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** A photo as a tile shows it: the timeline's carry their family, On This Day's their family's name. */
export type PhotoTileView = PhotoResponse & Partial<Pick<TimelinePhotoResponse, 'family'> & Pick<MemoryPhotoResponse, 'family_name'>>;

/** How a grid that takes selections (family page, timeline, search, album) drives its tiles. */
export interface TileSelection<T = PhotoTileView> {
  /** True while clicks select rather than open: every tile then shows its mark. */
  active: boolean;
  isSelected: (photo: T) => boolean;
  /** Sees every click first; one it calls preventDefault on does not open the photo. */
  onClick: (photo: T, event: MouseEvent<HTMLAnchorElement>) => void;
  /** A finger held on the tile (phones): starts selecting with it. */
  onLongPress?: (photo: T) => void;
}

/** How long a finger rests on a tile before it counts as a long press. */
const LONG_PRESS_MS = 500;

/**
 * Touch handlers that call `onLongPress` after a finger rests LONG_PRESS_MS without moving away; the click that ends
 * such a press is swallowed (it must not open the photo), and so is the browser's own long-press menu.
 */
export function useLongPress<T>(photo: T, selection: TileSelection<T> | undefined) {
  const timer = useRef<number | null>(null);
  const fired = useRef(false);
  const stop = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  if (!selection?.onLongPress) return { handlers: {}, swallowClick: () => false };
  const onLongPress = selection.onLongPress;
  return {
    handlers: {
      onTouchStart: () => {
        fired.current = false;
        stop();
        timer.current = window.setTimeout(() => {
          fired.current = true;
          onLongPress(photo);
        }, LONG_PRESS_MS);
      },
      onTouchMove: stop,
      onTouchEnd: stop,
      onTouchCancel: stop,
      onContextMenu: (event: MouseEvent) => fired.current && event.preventDefault(),
    },
    /** True (once) when the click ends a long press. */
    swallowClick: () => {
      const was = fired.current;
      fired.current = false;
      return was;
    },
  };
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
  const linkState = usePhotoLinkState();
  const longPress = useLongPress(photo, selection);
  const ringed = selected || highlighted;
  return (
    <Link
      ref={highlighted ? (link) => link?.scrollIntoView?.({ block: 'nearest' }) : undefined}
      data-highlighted={highlighted || undefined}
      to={`/photos/${photo.id}`}
      state={linkState}
      aria-label={tileLabel(photo, selected)}
      {...longPress.handlers}
      onClick={
        selection
          ? (event) => {
              if (longPress.swallowClick()) event.preventDefault();
              else selection.onClick(photo, event);
            }
          : undefined
      }
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
        <PhotoThumb src={photo.thumbnail_url} alt={title} style={fill ? { height: '100%', aspectRatio: 'auto' } : undefined} />
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
