import { AppConfig, InjectConfig } from '@heirloom/config';
import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { SESSION_COOKIE } from './session.options';
import { SessionStoreProvider } from './session-store.provider';

/** express-session and passport's session restore, in Nest's middleware chain. */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  private readonly chain: RequestHandler[];

  constructor(@InjectConfig() config: AppConfig, storeProvider: SessionStoreProvider) {
    this.chain = [
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
      passport.initialize(),
      passport.session(),
    ];
  }

  use(request: Request, response: Response, next: NextFunction): void {
    const run = (index: number): void => {
      if (index === this.chain.length) return next();
      this.chain[index](request, response, (error?: unknown) => (error ? next(error) : run(index + 1)));
    };
    run(0);
  }
}
