import type { DecadeResponse, OnThisDayResponse, TimelinePageResponse } from '@heirloom/contracts';
import { Membership, ReactionsRepository, TimelineRepository } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { Caller } from '../access/access.rules';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { pageWindow, toPage } from '../common/paging/pagination.response';
import { monthDaysFor, today } from './on-this-day';
import { OnThisDayQueryDto, TimelineQueryDto } from './timeline.dto';
import { toMemoryGroups, toTimelinePhotoResponse, ViewerIn } from './timeline.response';

/** The caller's photos across their families: by date, by decade, and from this day in earlier years. */
@Injectable()
export class TimelineService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: TimelineRepository,
    private readonly reactions: ReactionsRepository,
  ) {}

  /** One page across the chosen families (all of the caller's by default), one row more telling whether another follows. */
  async page(user: AuthUser, query: TimelineQueryDto): Promise<TimelinePageResponse> {
    const families = await this.access.familiesOf(user, query.family_ids);
    const { offset, limit } = pageWindow(query);
    const { rows: ids, pagination } = toPage(await this.repository.getPageIds(idsOf(families), query.order, offset, limit), query);
    const photos = await this.repository.getByIds(ids);
    const viewer = viewerIn(user, families);
    const reactions = await this.reactions.countsOf(ids, user.id);
    return { photos: photos.map((photo) => toTimelinePhotoResponse(photo, viewer, reactions)), pagination };
  }

  async decades(user: AuthUser, requested?: number[]): Promise<DecadeResponse[]> {
    return this.repository.countByDecade(idsOf(await this.access.familiesOf(user, requested)));
  }

  /** Photos of this calendar day in earlier years, exact days and fuzzy dates that pin a day (Christmas 1990). */
  async onThisDay(user: AuthUser, query: OnThisDayQueryDto): Promise<OnThisDayResponse> {
    const date = query.date ?? today();
    const families = await this.access.familiesOf(user);
    const ids = await this.repository.getOnDayIds(idsOf(families), monthDaysFor(date), `${date.slice(0, 4)}-01-01`);
    const reactions = await this.reactions.countsOf(ids, user.id);
    return { date, memories: toMemoryGroups(await this.repository.getByIds(ids), date, viewerIn(user, families), reactions) };
  }
}

const idsOf = (families: Membership[]): number[] => families.map((family) => family.familyId);

/** The caller in each of their families, built once per request. */
function viewerIn(user: AuthUser, families: Membership[]): ViewerIn {
  const callers = new Map<number, Caller>(families.map(({ familyId, role }) => [familyId, { user, role }]));
  return (familyId) => callers.get(familyId) ?? { user, role: null };
}
