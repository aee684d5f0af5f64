import { monthDaysFor, today } from './on-this-day';

describe('On This Day', () => {
  describe(monthDaysFor.name, () => {
    it('looks up the same calendar day', () => {
      expect(monthDaysFor('2024-12-25')).toEqual(['12-25']);
    });

    it('brings leap-day photos round on 28 February of a common year only', () => {
      expect(monthDaysFor('2025-02-28')).toEqual(['02-28', '02-29']);
      expect(monthDaysFor('2024-02-28')).toEqual(['02-28']);
      expect(monthDaysFor('2024-02-29')).toEqual(['02-29']);
      expect(monthDaysFor('2100-02-28')).toEqual(['02-28', '02-29']);
    });
  });

  describe(today.name, () => {
    it('writes the local calendar day without a time zone shift', () => {
      expect(today(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    });
  });
});
