import { Injectable, NotFoundException } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';
import { FamiliesRepository } from '../families/families.repository';
import { monthDaysFor, today } from './on-this-day';
import { OnThisDayQueryDto, TimelineQueryDto } from './timeline.dto';
import { MemoryGroup, TimelinePhotoResponse, toMemoryGroups, toTimelinePhotoResponse } from './timeline.response';
import { TimelineRepository } from './timeline.repository';

export interface TimelinePage {
  photos: TimelinePhotoResponse[];
  pagination: { page: number; per_page: number; has_next: boolean };
}

/** The caller's photos across their families: by date, by decade, and from this day in earlier years. */
@Injectable()
export class TimelineService {
  constructor(
    private readonly families: FamiliesRepository,
    private readonly repository: TimelineRepository,
  ) {}

  /** One page across the chosen families (all of the caller's by default), one row more telling whether another follows. */
  async page(user: AuthUser, query: TimelineQueryDto): Promise<TimelinePage> {
    const familyIds = await this.familyIdsOf(user, query.family_ids);
    const { page, per_page: perPage, order } = query;
    const ids = await this.repository.getPageIds(familyIds, order, (page - 1) * perPage, perPage + 1);
    const photos = await this.repository.getByIds(ids.slice(0, perPage));
    return {
      photos: photos.map((photo) => toTimelinePhotoResponse(photo, user.id)),
      pagination: { page, per_page: perPage, has_next: ids.length > perPage },
    };
  }

  async decades(user: AuthUser, requested?: number[]): Promise<Array<{ decade: number; count: number }>> {
    return this.repository.countByDecade(await this.familyIdsOf(user, requested));
  }

  /** Photos of this calendar day in earlier years, exact days and fuzzy dates that pin a day (Christmas 1990). */
  async onThisDay(user: AuthUser, query: OnThisDayQueryDto): Promise<{ date: string; memories: MemoryGroup[] }> {
    const date = query.date ?? today();
    const familyIds = await this.familyIdsOf(user);
    const ids = await this.repository.getOnDayIds(familyIds, monthDaysFor(date), `${date.slice(0, 4)}-01-01`);
    return { date, memories: toMemoryGroups(await this.repository.getByIds(ids), date, user.id) };
  }

  /** The caller's families, or those of them asked for; a family they do not belong to is a 404, as everywhere. */
  private async familyIdsOf(user: AuthUser, requested?: number[]): Promise<number[]> {
    const own = await this.families.getFamilyIdsOf(user.id);
    if (!requested) return own;
    if (requested.some((id) => !own.includes(id))) throw new NotFoundException('Family not found');
    return [...new Set(requested)];
  }
}
