import { NestExpressApplication } from '@nestjs/platform-express';
import session from 'express-session';
import passport from 'passport';

/** The session part of the fixed stack, as the floors run it: express-session in memory (the cheapest store) and passport's session restore. */
export function useFloorSession(app: NestExpressApplication, secret: string): void {
  passport.serializeUser((user, done) => done(null, (user as { id: number }).id));
  passport.deserializeUser((id: number, done) => done(null, { id }));
  app.use(session({ secret, resave: false, saveUninitialized: false, rolling: true, cookie: { httpOnly: true, sameSite: 'lax' } }));
  app.use(passport.initialize({ compat: false }));
  app.use(passport.session());
}
