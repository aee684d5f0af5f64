import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { SortOrder } from './photos.repository';

/**
 * Where a photo list in (sort_date, id) order starts when asked to start at a day `from` ('YYYY-MM-DD', issue 18):
 * newest first at the photos dated on or before that day, oldest first at those dated on or after it; pages count
 * from there. A photo stands where its sort_date puts it in every list: its date, else the start of its fuzzy range
 * ('1980s': 1980-01-01), else, undated, its upload time. The condition is a range of the (family_id, sort_date, …)
 * index, read from the day on (keyset), however far the day is from the list's first photo.
 */
export const startCondition = (column: string, order: SortOrder, placeholder = '?'): string => `${column} ${order === 'asc' ? '>=' : '<='} ${placeholder}`;

/** The bound of startCondition: the day's first or last second, as sort_date is always 'YYYY-MM-DDTHH:mm:ss'. */
export const startBound = (order: SortOrder, from: string): string => `${from}T${order === 'asc' ? '00:00:00' : '23:59:59'}`;

/** A query of photos (alias p) narrowed to those from the day `from` on in `order`; unchanged without a day. */
export function startingAt<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, order: SortOrder, from: string | null): SelectQueryBuilder<T> {
  return from === null ? query : query.andWhere(startCondition('p.sort_date', order, ':startBound'), { startBound: startBound(order, from) });
}
