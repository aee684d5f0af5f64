import { Injectable, NotFoundException } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';
import { pageWindow, toPage } from '../common/paging/pagination.response';
import { FamiliesRepository } from '../families/families.repository';
import { monthDaysFor, today } from './on-this-day';
import { OnThisDayQueryDto, TimelineQueryDto } from './timeline.dto';
import { OnThisDayResponse, TimelinePageResponse, toMemoryGroups, toTimelinePhotoResponse } from './timeline.response';
import { TimelineRepository } from './timeline.repository';

/** The caller's photos across their families: by date, by decade, and from this day in earlier years. */
@Injectable()
export class TimelineService {
  constructor(
    private readonly families: FamiliesRepository,
    private readonly repository: TimelineRepository,
  ) {}

  /** One page across the chosen families (all of the caller's by default), one row more telling whether another follows. */
  async page(user: AuthUser, query: TimelineQueryDto): Promise<TimelinePageResponse> {
    const familyIds = await this.familyIdsOf(user, query.family_ids);
    const { offset, limit } = pageWindow(query);
    const { rows: ids, pagination } = toPage(await this.repository.getPageIds(familyIds, query.order, offset, limit), query);
    const photos = await this.repository.getByIds(ids);
    return { photos: photos.map((photo) => toTimelinePhotoResponse(photo, user.id)), pagination };
  }

  async decades(user: AuthUser, requested?: number[]): Promise<Array<{ decade: number; count: number }>> {
    return this.repository.countByDecade(await this.familyIdsOf(user, requested));
  }

  /** Photos of this calendar day in earlier years, exact days and fuzzy dates that pin a day (Christmas 1990). */
  async onThisDay(user: AuthUser, query: OnThisDayQueryDto): Promise<OnThisDayResponse> {
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
