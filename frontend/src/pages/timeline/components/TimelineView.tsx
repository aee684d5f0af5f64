import { Timeline, Typography } from 'antd';
import { useMemo } from 'react';
import type { PhotoResponse } from '@heirloom/contracts';
import { PhotoGrid } from '../../../components/PhotoGrid';
import { groupByYearMonth } from '../../../lib/groupPhotos';
import { colors } from '../../../theme';

/** Years as headers, each month a point on a vertical timeline with its photos. */
export function TimelineView({ photos }: { photos: PhotoResponse[] }) {
  const years = useMemo(() => groupByYearMonth(photos), [photos]);
  return (
    <div>
      {years.map((year) => (
        <section key={year.year} aria-label={String(year.year)} style={{ marginBottom: 16 }}>
          <Typography.Title level={2} style={{ color: colors.primary, marginTop: 8 }}>
            {year.year || ''}
          </Typography.Title>
          <Timeline
            items={year.months.map((month) => ({
              key: month.key,
              color: colors.secondary,
              content: (
                <section className="photo-section" aria-label={month.label}>
                  <Typography.Title level={5} style={{ marginTop: 0 }}>
                    {month.label}
                  </Typography.Title>
                  <PhotoGrid photos={month.photos} caption minTileWidth={180} />
                </section>
              ),
            }))}
          />
        </section>
      ))}
    </div>
  );
}
