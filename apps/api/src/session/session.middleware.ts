import { AppConfig, InjectConfig } from '@heirloom/config';
import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { SESSION_COOKIE } from './session.options';
import { SessionStoreProvider } from './session-store.provider';

const isSessionCookie = (header: string): boolean => header.startsWith(`${SESSION_COOKIE}=`);

/**
 * Puts the session cookie first among an answer's Set-Cookie headers, as it was before other cookies (the known-device
 * cookie of a sign-in) joined it: scripts and tests that read the first cookie of a sign-in keep getting the session.
 * Registered before express-session, whose own writeHead wrapper (adding the session cookie) therefore runs first.
 */
function sessionCookieFirst(_request: Request, response: Response, next: NextFunction): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    const cookies = response.getHeader('Set-Cookie');
    if (Array.isArray(cookies) && cookies.length > 1) {
      response.setHeader('Set-Cookie', [...cookies.filter(isSessionCookie), ...cookies.filter((cookie) => !isSessionCookie(cookie))]);
    }
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  next();
}

/** express-session and passport's session restore, in Nest's middleware chain. */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  private readonly chain: RequestHandler[];

  constructor(@InjectConfig() config: AppConfig, storeProvider: SessionStoreProvider) {
    this.chain = [
      sessionCookieFirst,
      session({
        name: SESSION_COOKIE,
        secret: config.sessionSecret,
        store: storeProvider.store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        proxy: config.trustProxy !== false,
        cookie: { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' },
      }),
      // Without compat, initialize() leaves out req._passport, which nothing here reads (it serves passport < 0.5
      // strategies); session() below then restores the user.
      passport.initialize({ compat: false }),
      passport.session(),
    ];
  }

  /**
   * A failure (the session store's Redis or database away) is thrown, so Nest hands it to the error filter (503);
   * passed to next() it would skip every route and end as a 404.
   */
  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    for (const handler of this.chain) {
      await new Promise<void>((resolve, reject) => handler(request, response, (error?: unknown) => (error ? reject(error) : resolve())));
    }
    next();
  }
}
