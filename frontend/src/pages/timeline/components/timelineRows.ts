import { sortDecadeOf } from '../../../components/JustifiedPhotoGrid';
import { groupByDate, type DateGroup, type DatedPhoto } from '../../../lib/dateGroups';

/** A decade's header ("1990s"); undated photos have none. */
export interface DecadeRow {
  kind: 'decade';
  key: string;
  decade: number;
  /** The list's first row: the header keeps its space above. */
  first: boolean;
}

/** One row of a date group's tiles on the timeline: the group's point and header come with its first row. */
export interface PhotosRow<P> {
  kind: 'photos';
  key: string;
  group: DateGroup<P>;
  photos: P[];
  /** Place of the row's first photo in the whole list (1-based, for `aria-posinset`). */
  position: number;
  firstOfGroup: boolean;
  lastOfGroup: boolean;
  /** The rail comes down from the group above (not the decade's first group) and goes on to the next (not its last). */
  railAbove: boolean;
  railBelow: boolean;
  /** The decade section ends with this row. */
  lastOfDecade: boolean;
  /** The decade this row's group is the first of (by its first photo's sort date): the decade jump's target. */
  decadeStart?: number;
}

export type TimelineRow<P> = DecadeRow | PhotosRow<P>;

interface PhotoWithSortDate extends DatedPhoto {
  id: number;
  sort_date: string;
}

/**
 * The timeline as rows for the virtualiser: each decade's header, then each date group cut into rows of `columns`
 * tiles, newest or oldest first as the list comes.
 */
export function timelineRows<P extends PhotoWithSortDate>(photos: P[], columns: number): Array<TimelineRow<P>> {
  const decades: Array<{ decade: number | null; groups: Array<DateGroup<P>> }> = [];
  for (const group of groupByDate(photos)) {
    const last = decades[decades.length - 1];
    if (last && last.decade === group.decade) last.groups.push(group);
    else decades.push({ decade: group.decade, groups: [group] });
  }

  const rows: Array<TimelineRow<P>> = [];
  const jumpTargets = new Set<number>();
  let position = 1;
  decades.forEach(({ decade, groups }, decadeIndex) => {
    if (decade !== null) rows.push({ kind: 'decade', key: `decade-${decade}-${decadeIndex}`, decade, first: rows.length === 0 });
    groups.forEach((group, groupIndex) => {
      const startDecade = sortDecadeOf(group.photos[0]);
      const decadeStart = jumpTargets.has(startDecade) ? undefined : startDecade;
      jumpTargets.add(startDecade);
      const lastGroup = groupIndex === groups.length - 1;
      for (let start = 0; start < group.photos.length; start += columns) {
        const firstOfGroup = start === 0;
        const lastOfGroup = start + columns >= group.photos.length;
        const slice = group.photos.slice(start, start + columns);
        rows.push({
          kind: 'photos',
          key: `photos-${slice[0].id}`,
          group,
          photos: slice,
          position,
          firstOfGroup,
          lastOfGroup,
          railAbove: firstOfGroup && groupIndex > 0,
          railBelow: !lastGroup,
          lastOfDecade: lastGroup && lastOfGroup,
          decadeStart: firstOfGroup ? decadeStart : undefined,
        });
        position += slice.length;
      }
    });
  });
  return rows;
}
