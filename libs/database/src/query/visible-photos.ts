import { visiblePhoto as notTrashed } from '../repositories/photo-visibility';

/**
 * Whether a photo joined as `alias` may be shown in the activity feed and in notifications: the one place that
 * decides it for both, so that every photo the family can no longer see (deleted, or in the trash of issue 15) leaves
 * them at once. A deleted photo takes its rows with it (foreign keys): a LEFT JOIN's missing photo is left out; a
 * trashed one by the photos' own predicate (repositories/photo-visibility.ts).
 */
export const visiblePhoto = (alias: string): string => `${alias}.id IS NOT NULL AND ${notTrashed(alias)}`;

/** A point in a newest-first list: the created_at and id of the last item of the previous page. */
export interface ListCursor {
  createdAt: Date;
  id: number;
}

/** The cursor as the API answers it (`next_before`): '<epoch milliseconds>_<id>'. */
export const formatCursor = ({ createdAt, id }: ListCursor): string => `${createdAt.getTime()}_${id}`;

export const CURSOR_PATTERN = /^(\d{1,15})_(\d{1,10})$/;

/** The cursor of a `before` that matched CURSOR_PATTERN. */
export function parseCursor(value: string): ListCursor {
  const [, ms, id] = CURSOR_PATTERN.exec(value) ?? [];
  return { createdAt: new Date(Number(ms)), id: Number(id) };
}

/** An instant as a raw query's parameter: SQLite keeps UTC text with milliseconds, MariaDB a DATETIME(3). */
export const instantParam = (dialect: 'sqlite' | 'mysql', date: Date): Date | string =>
  dialect === 'sqlite' ? date.toISOString().replace('T', ' ').replace('Z', '') : date;
