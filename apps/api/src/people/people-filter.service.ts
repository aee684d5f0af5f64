import { ListedPhoto, Membership, PeopleRepository, SortOrder } from '@heirloom/database';
import { Injectable, NotFoundException } from '@nestjs/common';

const PERSON_NOT_FOUND = 'Person not found';

/** The family page and the timeline filtered by people: photos in which all of the people are tagged. */
@Injectable()
export class PeopleFilter {
  constructor(private readonly repository: PeopleRepository) {}

  /**
   * A page of the family's photos with all of the people, who must be of that family (else 404, as for outsiders),
   * starting at the day `from` when given.
   */
  async familyPage(familyId: number, personIds: number[], order: SortOrder, offset: number, limit: number, from: string | null = null): Promise<ListedPhoto[]> {
    const families = await this.repository.getFamiliesOf(personIds);
    if (personIds.some((id) => families.get(id) !== familyId)) throw new NotFoundException(PERSON_NOT_FOUND);
    return this.repository.getFamilyPhotoPage(familyId, personIds, order, offset, limit, from);
  }

  /**
   * The ids of a timeline page with all of the people, who must be of the caller's (chosen) families, else 404.
   * People of two families are never in one photo: the page is then empty. Starts at the day `from` when given.
   */
  async timelinePageIds(families: Membership[], personIds: number[], order: SortOrder, offset: number, limit: number, from: string | null = null): Promise<number[]> {
    const readable = new Set(families.map((family) => family.familyId));
    const of = await this.repository.getFamiliesOf(personIds);
    if (personIds.some((id) => !readable.has(of.get(id) ?? 0))) throw new NotFoundException(PERSON_NOT_FOUND);
    const familyIds = [...new Set(of.values())];
    return familyIds.length === 1 ? this.repository.getTimelinePageIds(familyIds, personIds, order, offset, limit, from) : [];
  }
}
