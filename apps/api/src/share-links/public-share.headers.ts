import type { RequestHandler } from 'express';

/** The API paths and the web client's page of a share link: the only unauthenticated reads of a family's data. */
export const PUBLIC_SHARE_PATHS = ['/api/shared', '/s'];

/**
 * What every answer about a share link carries, errors included: kept by no cache (a revoked link must stop working
 * at once; only a thumbnail or preview asked for by its version is kept, by the visitor's own browser: see
 * SharedController), indexed by no search engine, and leaking the link's URL (its token) to no site it links to.
 */
export const PUBLIC_SHARE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

export const publicShareHeaders: RequestHandler = (_request, response, next) => {
  response.set(PUBLIC_SHARE_HEADERS);
  next();
};
