import { Membership, TimelineRepository } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { Caller } from '../access/access.rules';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { monthDaysFor, today } from './on-this-day';
import { OnThisDayQueryDto, TimelineQueryDto } from './timeline.dto';
import { MemoryGroup, TimelinePhotoResponse, toMemoryGroups, toTimelinePhotoResponse, ViewerIn } from './timeline.response';

export interface TimelinePage {
  photos: TimelinePhotoResponse[];
  pagination: { page: number; per_page: number; has_next: boolean };
}

/** The caller's photos across their families: by date, by decade, and from this day in earlier years. */
@Injectable()
export class TimelineService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: TimelineRepository,
  ) {}

  /** One page across the chosen families (all of the caller's by default), one row more telling whether another follows. */
  async page(user: AuthUser, query: TimelineQueryDto): Promise<TimelinePage> {
    const families = await this.access.familiesOf(user, query.family_ids);
    const { page, per_page: perPage, order } = query;
    const ids = await this.repository.getPageIds(idsOf(families), order, (page - 1) * perPage, perPage + 1);
    const photos = await this.repository.getByIds(ids.slice(0, perPage));
    const viewer = viewerIn(user, families);
    return {
      photos: photos.map((photo) => toTimelinePhotoResponse(photo, viewer)),
      pagination: { page, per_page: perPage, has_next: ids.length > perPage },
    };
  }

  async decades(user: AuthUser, requested?: number[]): Promise<Array<{ decade: number; count: number }>> {
    return this.repository.countByDecade(idsOf(await this.access.familiesOf(user, requested)));
  }

  /** Photos of this calendar day in earlier years, exact days and fuzzy dates that pin a day (Christmas 1990). */
  async onThisDay(user: AuthUser, query: OnThisDayQueryDto): Promise<{ date: string; memories: MemoryGroup[] }> {
    const date = query.date ?? today();
    const families = await this.access.familiesOf(user);
    const ids = await this.repository.getOnDayIds(idsOf(families), monthDaysFor(date), `${date.slice(0, 4)}-01-01`);
    return { date, memories: toMemoryGroups(await this.repository.getByIds(ids), date, viewerIn(user, families)) };
  }
}

const idsOf = (families: Membership[]): number[] => families.map((family) => family.familyId);

/** The caller in each of their families, built once per request. */
function viewerIn(user: AuthUser, families: Membership[]): ViewerIn {
  const callers = new Map<number, Caller>(families.map(({ familyId, role }) => [familyId, { user, role }]));
  return (familyId) => callers.get(familyId) ?? { user, role: null };
}
