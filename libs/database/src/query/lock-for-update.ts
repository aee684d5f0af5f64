import { dialectOf } from '@heirloom/database';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * SELECT … FOR UPDATE on MariaDB/MySQL. SQLite has no row locks and needs none: it lets one writer
 * transaction run at a time.
 */
export function lockForUpdate<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return dialectOf(query.connection) === 'mysql' ? query.setLock('pessimistic_write') : query;
}
