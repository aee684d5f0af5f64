/** The calendar days of On This Day (the page, and the e-mail digest's memories). */

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The 'MM-DD' keys whose photos belong to `day` ('YYYY-MM-DD'): its own, and on 28 February of a common year
 * also 29 February, so leap-day photos still come round.
 */
export function monthDaysFor(day: string): string[] {
  const monthDay = day.slice(5, 10);
  return monthDay === '02-28' && !isLeapYear(Number(day.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay];
}
