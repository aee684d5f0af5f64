/** Instants for a digest test's fixed clock (TEST_DIGEST_NOW), found on the wall clock of a time zone. */

const wallClock = (at: Date, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('weekday')} ${part('hour')}:${part('minute')}`;
};

/** The first instant after `after` that reads Monday 08:05 in the zone (weekly digests go out on Mondays from 08:00). */
export function nextMondayMorning(timeZone: string, after: Date): Date {
  const step = 5 * 60 * 1000;
  for (let at = Math.ceil(after.getTime() / step) * step; at < after.getTime() + 8 * 24 * 3600 * 1000; at += step) {
    if (wallClock(new Date(at), timeZone) === 'Mon 08:05') return new Date(at);
  }
  throw new Error(`No Monday morning in ${timeZone} within 8 days`);
}

/** 'MM-DD' of the day `days` after the instant's local day in the zone. */
export function monthDayAfter(at: Date, timeZone: string, days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 3600 * 1000).toISOString().slice(5, 10);
}
