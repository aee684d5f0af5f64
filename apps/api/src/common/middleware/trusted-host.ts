import type { Request, RequestHandler } from 'express';

/**
 * Container health checks call this from inside the container or the orchestrator, by IP (Docker's HEALTHCHECK asks
 * 127.0.0.1, Kubernetes the pod's address), never by the public name. It answers only up/down and reads no session:
 * nothing a rebinding page could use.
 */
const HEALTH_PATH = '/api/health';

/** The host (name and port as a browser sends it) that `hostHeader` names under the protocol, or null if it is none. */
export function normalizedHost(hostHeader: string, protocol: string): string | null {
  if (!hostHeader || /[\s/\\@?#]/.test(hostHeader)) return null;
  try {
    // The URL parser lower-cases the name and drops the protocol's default port: "Photos.Example.org:443" is "photos.example.org".
    return new URL(`${protocol}//${hostHeader}`).host;
  } catch {
    return null;
  }
}

/**
 * With APP_URL set, the app answers only to its own name: every request's Host header must be APP_URL's host. DNS
 * rebinding points a name the attacker owns at this server, so that the attacker's page in a visitor's browser is
 * "same-origin" with it, and could drive a fresh install's first registration (the first account becomes the
 * platform admin) or read whatever needs no session; the browser then sends the attacker's name as Host, which this
 * refuses (421, or 400 for a missing or malformed Host). Behind a reverse proxy, the proxy must pass the Host it
 * received (nginx: `proxy_set_header Host $host`; Caddy and Traefik do by default). Without APP_URL nothing is
 * checked: a fresh `npm start` answers at whatever address it is opened.
 */
export function trustedHost(appUrl: string | undefined): RequestHandler {
  if (!appUrl) return (_request, _response, next) => next();
  const { host: expected, protocol } = new URL(appUrl);
  return (request: Request, response, next) => {
    if (request.path === HEALTH_PATH && (request.method === 'GET' || request.method === 'HEAD')) return next();
    const host = normalizedHost(request.headers.host ?? '', protocol);
    if (host === expected) return next();
    response.setHeader('Connection', 'close');
    if (host === null) {
      response.status(400).json({ error: 'The request needs a valid Host header' });
    } else {
      response.status(421).json({ error: `This Heirloom server answers only at ${expected}: open it at that address (its APP_URL)` });
    }
  };
}
