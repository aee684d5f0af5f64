import { feedRoutes } from './bare-feeds';
import { BareContext, commonRoutes, Routes } from './bare-queries';
import { openMysql } from './bare-mysql';
import { openSqlite } from './bare-sqlite';

/**
 * The floors' routes from their environment: BARE_SQLITE_FILE or BARE_MYSQL_URL, BARE_FAMILY_IDS, BARE_PAGE_FAMILY,
 * BARE_DAY; each answers a scenario with the API's SQL for a fixed user (user 1), plus an empty /health.
 */
export function bareRoutesFromEnv(): Routes {
  const familyIds = (process.env.BARE_FAMILY_IDS ?? '').split(',').map(Number);
  const database = process.env.BARE_MYSQL_URL ? openMysql(process.env.BARE_MYSQL_URL) : openSqlite(process.env.BARE_SQLITE_FILE!);
  const context: BareContext = { query: database.query, familyIds, pageFamily: Number(process.env.BARE_PAGE_FAMILY), day: process.env.BARE_DAY! };
  return {
    ...commonRoutes(context, database.search(familyIds)),
    ...feedRoutes(context),
    '/health': async () => ({ ok: true }),
  };
}
