import type { Server } from 'node:http';

/**
 * How long a whole request may take to arrive. Node's default (300 s) would cut a bulk upload of 200 photos on a
 * slow home connection: 200 phone photos of ~5 MB are 1 GB, about 55 minutes at 2.5 Mbit/s upstream. Every other
 * body is at most 1 MB, so only uploads ever use the extra time. Headers must still arrive within Node's 60 s
 * (headersTimeout), and what a slow upload may send is capped by the upload interceptor.
 */
export const REQUEST_TIMEOUT_MS = 60 * 60 * 1000;

/** Sets the timeouts of the API's HTTP server (a reverse proxy in front needs at least as long). */
export function configureServerTimeouts(server: Server): void {
  server.requestTimeout = REQUEST_TIMEOUT_MS;
}
