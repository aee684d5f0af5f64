/** The pure parts of On This Day: which calendar days to look up, and today as a plain day. */

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The 'MM-DD' keys whose photos belong to `day` ('YYYY-MM-DD'): its own, and on 28 February of a common year
 * also 29 February, so leap-day photos still come round.
 */
export function monthDaysFor(day: string): string[] {
  const monthDay = day.slice(5, 10);
  return monthDay === '02-28' && !isLeapYear(Number(day.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay];
}

/** Today on the server's calendar, 'YYYY-MM-DD' (callers send their own local day when it matters). */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
