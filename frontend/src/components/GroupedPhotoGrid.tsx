import { Typography } from 'antd';
import { useMemo } from 'react';
import { groupByYearMonth } from '../lib/groupPhotos';
import { PhotoGrid } from './PhotoGrid';
import type { PhotoTileView, TileSelection } from './PhotoTile';

/** Photos under year and month headers; off-screen months skip rendering work (content-visibility). */
interface Props {
  photos: PhotoTileView[];
  caption?: boolean;
  selection?: TileSelection;
}

export function GroupedPhotoGrid({ photos, caption = false, selection }: Props) {
  const years = useMemo(() => groupByYearMonth(photos), [photos]);
  return (
    <div>
      {years.map((year) => (
        <section key={year.year} aria-label={String(year.year || '')}>
          <Typography.Title level={3} style={{ marginTop: 16 }}>
            {year.year || ''}
          </Typography.Title>
          {year.months.map((month) => (
            <section key={month.key} className="photo-section" aria-label={month.label} style={{ marginBottom: 24 }}>
              <Typography.Title level={5} type="secondary" style={{ marginTop: 0 }}>
                {month.label}
              </Typography.Title>
              <PhotoGrid photos={month.photos} caption={caption} selection={selection} />
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
