import type { DecadeResponse, OnThisDayResponse, TimelinePageResponse } from '@heirloom/contracts';
import { Membership, PeopleRepository, TimelineRepository } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { PeopleFilter } from '../people/people-filter.service';
import { birthdaysOn } from '../people/birthdays';
import { peopleIn, PeopleOfPhotos, PhotoPeopleService } from '../people/photo-people.service';
import { PhotoRelationsService } from '../photos/photo-relations.service';
import { Caller } from '../access/access.rules';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { pageWindow, toPage } from '../common/paging/pagination.response';
import { monthDaysFor, today } from './on-this-day';
import { DayPhoto, OnThisDayCache } from './on-this-day-cache';
import { OnThisDayQueryDto, TimelineQueryDto } from './timeline.dto';
import { toMemoryGroups, toTimelinePhotoResponse, ViewerIn } from './timeline.response';

/** The caller's photos across their families: by date, by decade, and from this day in earlier years. */
@Injectable()
export class TimelineService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: TimelineRepository,
    private readonly relations: PhotoRelationsService,
    private readonly peopleFilter: PeopleFilter,
    private readonly people: PeopleRepository,
    private readonly onThisDayCache: OnThisDayCache,
    private readonly photoPeople: PhotoPeopleService,
  ) {}

  /**
   * One page across the chosen families (all of the caller's by default), one row more telling whether another
   * follows; from the day `from` when given (the decade jump), with the person filter as without it.
   */
  async page(user: AuthUser, query: TimelineQueryDto): Promise<TimelinePageResponse> {
    const families = await this.access.familiesOf(user, query.family_ids);
    const { offset, limit } = pageWindow(query);
    const from = query.from ?? null;
    const pageIds = query.person_ids
      ? await this.peopleFilter.timelinePageIds(families, query.person_ids, query.order, offset, limit, from)
      : await this.repository.getPageIds(idsOf(families), query.order, offset, limit, from);
    const { rows: ids, pagination } = toPage(pageIds, query);
    const photos = await this.repository.getByIds(ids);
    const viewer = viewerIn(user, families);
    const relationsOf = await this.relations.of(photos, user.id);
    return { photos: photos.map((photo) => toTimelinePhotoResponse(photo, viewer, relationsOf)), pagination };
  }

  async decades(user: AuthUser, requested?: number[]): Promise<DecadeResponse[]> {
    return this.repository.countByDecade(idsOf(await this.access.familiesOf(user, requested)));
  }

  /**
   * Photos of this calendar day in earlier years, exact days and fuzzy dates that pin a day (Christmas 1990), a page at
   * a time. The day's photos and the people in them are kept per family and day while they do not change
   * (OnThisDayCache), so a page is a slice of the kept list: only the page's photos are answered with the caller's
   * role and reactions, and the birthdays are read, on every request.
   */
  async onThisDay(user: AuthUser, query: OnThisDayQueryDto): Promise<OnThisDayResponse> {
    const date = query.date ?? today();
    const families = await this.access.familiesWithPhotoVersionsOf(user);
    const monthDays = monthDaysFor(date);
    const day = await this.onThisDayCache.dayOn(date, families, (familyIds) => this.readDay(familyIds, monthDays, date));
    const { offset, limit } = pageWindow(query);
    const { rows: page, pagination } = toPage(day.photos.slice(offset, offset + limit), query);
    const photos = page.map(({ photo }) => photo);
    const viewer = viewerIn(user, families);
    const tagged: PeopleOfPhotos = new Map(page.map(({ photo, people }) => [photo.id, people]));
    const relationsOf = await this.relations.withPeople(photos.map((photo) => photo.id), tagged, user.id);
    const birthdays = birthdaysOn(date, await this.people.getBirthdays(idsOf(families), monthDays), viewer);
    const memories = toMemoryGroups(photos, date, viewer, relationsOf, day.perYear);
    return { date, memories, photo_count: day.photos.length, pagination, birthdays };
  }

  /** The families' photos of these calendar days dated before the year of `date`, newest first, with who is in them. */
  private async readDay(familyIds: number[], monthDays: string[], date: string): Promise<DayPhoto[]> {
    const photos = await this.repository.getByIds(await this.repository.getOnDayIds(familyIds, monthDays, `${date.slice(0, 4)}-01-01`));
    const people = await this.photoPeople.of(photos);
    return photos.map((photo) => ({ photo, people: peopleIn(people, photo.id) }));
  }
}

const idsOf = (families: Membership[]): number[] => families.map((family) => family.familyId);

/** The caller in each of their families, built once per request. */
function viewerIn(user: AuthUser, families: Membership[]): ViewerIn {
  const callers = new Map<number, Caller>(families.map(({ familyId, role }) => [familyId, { user, role }]));
  return (familyId) => callers.get(familyId) ?? { user, role: null };
}
