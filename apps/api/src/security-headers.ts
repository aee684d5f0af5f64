import { AppConfig } from '@heirloom/config';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** helmet with a CSP that fits the built client (Ant Design injects inline styles) and plain-http installs. */
export const securityHeaders = (config: AppConfig): RequestHandler =>
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
