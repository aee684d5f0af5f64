import { createServer } from 'node:http';
import { bareRoutesFromEnv } from './bare-routes';

/**
 * The floor: a plain Node HTTP server that answers each scenario with the same SQL as the API, straight through
 * better-sqlite3 or mysql2, for a fixed user (no session, no framework, no access checks). Listens on BARE_PORT;
 * the database and user come from the environment (bare-routes.ts).
 */
function main(): void {
  const routes = bareRoutesFromEnv();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bare');
    const route = routes[url.pathname];
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    route(url.searchParams).then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  server.listen(Number(process.env.BARE_PORT));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

main();
