import type { BirthdayResponse } from '@heirloom/contracts';
import { ListedPerson } from '@heirloom/database';
import { Caller } from '../access/access.rules';
import { ageTurnedOn } from './age-at-photo';
import { toPersonResponse } from './person.response';

/**
 * The birthdays of `day` ('YYYY-MM-DD') among people born on it (exactly known days, found by their 'MM-DD'), with
 * the age they turn or would have turned; people born that very year or later are left out.
 */
export function birthdaysOn(day: string, people: ListedPerson[], viewer: (familyId: number) => Caller): BirthdayResponse[] {
  return people
    .filter((person) => person.birthRangeStart !== null && ageTurnedOn(person.birthRangeStart, day) >= 1)
    .map((person) => ({ person: toPersonResponse(person, viewer(person.familyId)), age: ageTurnedOn(person.birthRangeStart as string, day) }));
}
