import { currentSlot, localTime, owedSlot, slotDays } from './digest-period';

describe('digest periods', () => {
  describe(localTime.name, () => {
    it('reads the wall clock of the zone, and UTC for a zone it does not know', () => {
      const at = new Date('2030-01-06T23:30:00Z');
      expect(localTime(at, 'Asia/Tokyo')).toEqual({ date: '2030-01-07', hour: 8, weekday: 1 });
      expect(localTime(at, 'Europe/Lisbon')).toEqual({ date: '2030-01-06', hour: 23, weekday: 7 });
      expect(localTime(at, 'Not/AZone')).toEqual({ date: '2030-01-06', hour: 23, weekday: 7 });
    });
  });

  describe(owedSlot.name, () => {
    it('owes a weekly digest on Monday from 08:00 local, in Tokyo before Lisbon', () => {
      const tokyoMorning = new Date('2030-01-06T23:05:00Z'); // Monday 08:05 in Tokyo, Sunday 23:05 in Lisbon
      expect(owedSlot(tokyoMorning, 'Asia/Tokyo', 'weekly')).toEqual({ period: 'W2030-01-07', today: '2030-01-07', days: 7 });
      expect(owedSlot(tokyoMorning, 'Europe/Lisbon', 'weekly')).toBeNull();
      const lisbonMorning = new Date('2030-01-07T08:05:00Z');
      expect(owedSlot(lisbonMorning, 'Europe/Lisbon', 'weekly')?.period).toBe('W2030-01-07');
      expect(owedSlot(new Date('2030-01-07T07:59:00Z'), 'Europe/Lisbon', 'weekly')).toBeNull();
      expect(owedSlot(new Date('2030-01-08T09:00:00Z'), 'Europe/Lisbon', 'weekly')).toBeNull();
    });

    it('owes a daily digest every day from 08:00 until the local day ends, in summer time too', () => {
      expect(owedSlot(new Date('2030-07-10T07:00:00Z'), 'Europe/Lisbon', 'daily')).toEqual({ period: 'D2030-07-10', today: '2030-07-10', days: 1 });
      expect(owedSlot(new Date('2030-07-10T06:59:00Z'), 'Europe/Lisbon', 'daily')).toBeNull();
      expect(owedSlot(new Date('2030-07-10T22:59:00Z'), 'Europe/Lisbon', 'daily')?.period).toBe('D2030-07-10');
    });
  });

  describe(currentSlot.name, () => {
    it('names the week by its Monday whatever the day, and looks seven days ahead from today', () => {
      const slot = currentSlot(new Date('2030-01-10T03:00:00Z'), 'UTC', 'weekly');
      expect(slot).toEqual({ period: 'W2030-01-07', today: '2030-01-10', days: 7 });
      expect(slotDays(slot)).toEqual(['2030-01-10', '2030-01-11', '2030-01-12', '2030-01-13', '2030-01-14', '2030-01-15', '2030-01-16']);
    });
  });
});
