import { createServer } from 'node:http';
import { commonRoutes, Routes } from './bare-queries';
import { openMysql } from './bare-mysql';
import { openSqlite } from './bare-sqlite';

/**
 * The floor: a plain Node HTTP server that answers each scenario with the same SQL as the API, straight through
 * better-sqlite3 or mysql2, for a fixed user (no session, no framework, no access checks). Configured by environment:
 * BARE_PORT, BARE_SQLITE_FILE or BARE_MYSQL_URL, BARE_FAMILY_IDS, BARE_PAGE_FAMILY, BARE_DAY.
 */
function main(): void {
  const familyIds = (process.env.BARE_FAMILY_IDS ?? '').split(',').map(Number);
  const database = process.env.BARE_MYSQL_URL ? openMysql(process.env.BARE_MYSQL_URL) : openSqlite(process.env.BARE_SQLITE_FILE!);
  const routes: Routes = {
    ...commonRoutes(
      { query: database.query, familyIds, pageFamily: Number(process.env.BARE_PAGE_FAMILY), day: process.env.BARE_DAY! },
      database.search(familyIds),
    ),
    '/health': async () => ({ ok: true }),
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bare');
    const route = routes[url.pathname];
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    route(url.searchParams.get('q') ?? '').then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  server.listen(Number(process.env.BARE_PORT));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

main();
