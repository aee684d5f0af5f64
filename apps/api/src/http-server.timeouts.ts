import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long an upload may take to arrive. 200 phone photos of ~5 MB are 1 GB, about 55 minutes at 2.5 Mbit/s
 * upstream. Only the upload routes get this long (request-deadline.ts); every other body must arrive within
 * BODY_TIMEOUT_SECONDS. Node's own requestTimeout is set to it as the last stop behind ours.
 */
export const UPLOAD_REQUEST_TIMEOUT_MS = 60 * 60 * 1000;

/** The request line and headers are small: a client that takes longer than this is holding a socket, not sending. */
export const HEADERS_TIMEOUT_MS = 20_000;

/**
 * How long an idle kept-alive connection stays open between requests. Longer than the idle timeout of the usual
 * reverse proxies' upstream connections (nginx's keepalive_timeout and AWS load balancers: 60 s), so the proxy
 * drops an idle connection first and never sends a request onto one this server is closing (a sporadic 502).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * A socket on which nothing moves in either direction for this long is closed: a stalled upload, a client that
 * stopped reading its download. A slow but steady transfer is never idle this long. The one answer that may take
 * longer to compute than this, once its request has arrived, is an upload's (200 photos checked and stored one after
 * another on a busy machine): the upload routes lift the limit while they compute (suspendIdleTimeout).
 */
export const SOCKET_IDLE_TIMEOUT_MS = 120_000;

/**
 * Lifts the idle limit of a request's socket while the server computes its answer (nothing moves on the socket then,
 * and it is the server that is slow, not the client); the returned function puts the limit back, to be called before
 * the answer is written, so a client that stops reading it is still cut off. Without it a bulk upload whose files
 * took more than SOCKET_IDLE_TIMEOUT_MS to store was answered by a closed socket ("socket hang up").
 */
export function suspendIdleTimeout(socket: Socket, idleMs: number = SOCKET_IDLE_TIMEOUT_MS): () => void {
  socket.setTimeout(0);
  let restored = false;
  return () => {
    if (restored || socket.destroyed) return;
    restored = true;
    socket.setTimeout(idleMs);
  };
}

/** How often Node checks headersTimeout and requestTimeout (its default of 30 s would let headers take 50 s). */
const CONNECTIONS_CHECKING_INTERVAL_MS = 5_000;

/**
 * Sets the timeouts of the API's HTTP server; call before it listens (Node reads the checking interval then).
 * A reverse proxy in front needs an upload timeout at least as long as UPLOAD_REQUEST_TIMEOUT_MS.
 */
export function configureServerTimeouts(server: Server): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = UPLOAD_REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.timeout = SOCKET_IDLE_TIMEOUT_MS;
  // A createServer() option in Node's types, but read from the server when it starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = CONNECTIONS_CHECKING_INTERVAL_MS;
}
