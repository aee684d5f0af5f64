import { Timeline, Typography } from 'antd';
import { useMemo } from 'react';
import type { PhotoResponse } from '@heirloom/contracts';
import { sortDecadeOf } from '../../../components/JustifiedPhotoGrid';
import { PhotoGrid } from '../../../components/PhotoGrid';
import type { TileSelection } from '../../../components/PhotoTile';
import { groupByDate, type DateGroup } from '../../../lib/dateGroups';
import { colors } from '../../../theme';

interface Decade<P> {
  decade: number | null;
  groups: Array<DateGroup<P>>;
}

/** Decades as headers, each date group (at its own precision: "March 1990", "c. 1950", "Undated") a point of the timeline. */
export function TimelineView({ photos, selection }: { photos: PhotoResponse[]; selection?: TileSelection }) {
  const decades = useMemo(() => {
    const result: Array<Decade<PhotoResponse>> = [];
    for (const group of groupByDate(photos)) {
      const last = result[result.length - 1];
      if (last && last.decade === group.decade) last.groups.push(group);
      else result.push({ decade: group.decade, groups: [group] });
    }
    return result;
  }, [photos]);
  return (
    <div>
      {decades.map((decade, index) => (
        <section key={`${decade.decade}-${index}`} aria-label={decade.decade === null ? 'Undated' : `${decade.decade}s`} style={{ marginBottom: 16 }}>
          {/* Undated photos have their one group's header only. */}
          {decade.decade !== null && (
            <Typography.Title level={2} style={{ color: colors.primary, marginTop: 8 }}>
              {`${decade.decade}s`}
            </Typography.Title>
          )}
          <Timeline
            items={decade.groups.map((group) => ({
              key: group.key,
              color: colors.secondary,
              content: (
                <section className="photo-section" aria-label={group.label} data-decade={sortDecadeOf(group.photos[0])}>
                  <Typography.Title level={5} style={{ marginTop: 0 }}>
                    {group.label}
                  </Typography.Title>
                  <PhotoGrid photos={group.photos} caption minTileWidth={180} selection={selection} />
                </section>
              ),
            }))}
          />
        </section>
      ))}
    </div>
  );
}
