/**
 * When a digest is owed, in the person's own time zone: a daily one every day from 08:00, a weekly one on Mondays
 * from 08:00, each until that local day ends (a worker back at noon still sends the morning's digest; one back the
 * next day does not send yesterday's). Pure functions of an instant and a zone.
 */

export const DIGEST_HOUR = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DigestFrequency = 'daily' | 'weekly';

/** One digest: its period key, the local day it is written on, and how many days of memories it looks ahead. */
export interface DigestSlot {
  /** 'D2030-01-07' (a day) or 'W2030-01-07' (the week starting that Monday): unique per person in digest_runs. */
  period: string;
  /** The local day of the digest, 'YYYY-MM-DD': its memories start there. */
  today: string;
  /** Days of memories: 1 for a daily digest, 7 for a weekly one. */
  days: number;
}

interface LocalTime {
  date: string;
  hour: number;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock day, hour and weekday of an instant in an IANA zone (UTC when the zone is unknown). */
export function localTime(at: Date, timeZone: string): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', weekday: 'short' });
    } catch {
      return localTime(at, 'UTC');
    }
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1,
  };
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The digest of the period `at` falls in, whatever the hour (an admin's "send it now"). */
export function currentSlot(at: Date, timeZone: string, frequency: DigestFrequency): DigestSlot {
  const local = localTime(at, timeZone);
  if (frequency === 'daily') return { period: `D${local.date}`, today: local.date, days: 1 };
  return { period: `W${addDays(local.date, 1 - local.weekday)}`, today: local.date, days: 7 };
}

/** The digest owed at `at`, or null when none is (before 08:00, or a weekly one on another day than Monday). */
export function owedSlot(at: Date, timeZone: string, frequency: DigestFrequency): DigestSlot | null {
  const local = localTime(at, timeZone);
  if (local.hour < DIGEST_HOUR) return null;
  if (frequency === 'weekly' && local.weekday !== 1) return null;
  return currentSlot(at, timeZone, frequency);
}

/** The days a digest's memories cover, from its local day on. */
export const slotDays = (slot: DigestSlot): string[] => Array.from({ length: slot.days }, (_, i) => addDays(slot.today, i));

/** How far back "what is new" looks when the person never had a digest: one period. */
export const firstWindowMs = (slot: DigestSlot): number => slot.days * DAY_MS;
