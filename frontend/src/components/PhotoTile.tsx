import { Link } from 'react-router-dom';
import type { MemoryPhotoResponse, PhotoResponse, TimelinePhotoResponse } from '@heirloom/contracts';
import { formatPhotoDate } from '../lib/format';
import { app } from '../messages';
import { PhotoThumb } from './PhotoThumb';
import { colors } from '../theme';

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** A photo as a tile shows it: the timeline's carry their family, On This Day's their family's name. */
export type PhotoTileView = PhotoResponse & Partial<Pick<TimelinePhotoResponse, 'family'> & Pick<MemoryPhotoResponse, 'family_name'>>;

/** One photo of a grid: a thumbnail linking to /photos/{id}, with its description as accessible name. */
export function PhotoTile({ photo, caption = false }: { photo: PhotoTileView; caption?: boolean }) {
  const title = photo.description?.trim() || app.untitled;
  const familyName = photo.family?.name ?? photo.family_name;
  return (
    <Link
      to={`/photos/${photo.id}`}
      aria-label={`${title}, ${formatPhotoDate(photo)}`}
      style={{ display: 'block', borderRadius: 12, overflow: 'hidden', background: colors.surface, color: 'inherit' }}
    >
      <PhotoThumb photoId={photo.id} alt={title} />
      {caption && (
        <div style={{ padding: '8px 12px', fontSize: 13 }}>
          <div style={{ ...oneLine, fontWeight: 500 }}>{title}</div>
          <div style={{ ...oneLine, color: colors.textSecondary }}>{formatPhotoDate(photo)}</div>
          {familyName && <div style={{ ...oneLine, color: colors.primary, fontSize: 12 }}>{familyName}</div>}
        </div>
      )}
    </Link>
  );
}
