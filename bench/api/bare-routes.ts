import { albumRoutes } from './bare-albums';
import { feedRoutes } from './bare-feeds';
import { BareContext, photoRoutes, Routes } from './bare-queries';
import { openMysql } from './bare-mysql';
import { searchRoutes } from './bare-search';
import { openSqlite } from './bare-sqlite';

/**
 * The floors' routes from their environment: BARE_SQLITE_FILE or BARE_MYSQL_URL, BARE_USER_ID and BARE_FAMILY_IDS
 * (the signed-in user and their families); each answers a scenario with the API's SQL, plus an empty /health.
 */
export function bareRoutesFromEnv(): Routes {
  const familyIds = (process.env.BARE_FAMILY_IDS ?? '').split(',').map(Number);
  const database = process.env.BARE_MYSQL_URL ? openMysql(process.env.BARE_MYSQL_URL) : openSqlite(process.env.BARE_SQLITE_FILE!);
  const context: BareContext = { query: database.query, userId: Number(process.env.BARE_USER_ID), familyIds, mysql: Boolean(process.env.BARE_MYSQL_URL) };
  return {
    ...photoRoutes(context),
    ...albumRoutes(context),
    ...searchRoutes(database.query, database.search(familyIds)),
    ...feedRoutes(context),
    '/health': async () => ({ ok: true }),
  };
}
