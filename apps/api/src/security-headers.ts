import { AppConfig } from '@heirloom/config';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * By default an answer is not kept by the browser or any cache between: API answers carry a family's private data,
 * and the client keeps its own copies (SWR) in memory. What may be kept says so itself: photo files (private, with
 * their ETag), the web client's assets.
 */
export const DEFAULT_CACHE_CONTROL = 'no-store';

/**
 * helmet with a CSP that fits the built client (Ant Design injects inline styles) and plain-http installs, and the
 * default Cache-Control above.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const headers = helmetFor(config);
  return (request, response, next) => {
    response.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
    headers(request, response, next);
  };
}

const helmetFor = (config: AppConfig): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    strictTransportSecurity: config.cookieSecure,
    // The same rule as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
