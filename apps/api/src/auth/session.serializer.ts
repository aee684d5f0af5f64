import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import passport from 'passport';
import { AuthUser, SessionPrincipal, SigningInUser } from './auth-user';
import { AuthService } from './auth.service';

type Done<T> = (error: Error | null, value?: T | false) => void;
type Registered = (...args: never[]) => unknown;
type PassportInternals = { _serializers: Registered[]; _deserializers: Registered[] };

const isPrincipal = (value: unknown): value is SessionPrincipal =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as SessionPrincipal).id) &&
  typeof (value as SessionPrincipal).key === 'string' &&
  (value as SessionPrincipal).key !== '';

/**
 * The session keeps the user id and the account's session key; the user is reloaded on every request, and only while
 * its key is still the session's, so a deleted account or a rotated key is out at once.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnApplicationShutdown {
  private readonly registered: Registered[];

  constructor(private readonly auth: AuthService) {
    super();
    // PassportSerializer registers on passport's process-wide instance; remember our two entries so a
    // closed app (a restart inside one process, as the tests do) can take them back out.
    const internals = passport as unknown as PassportInternals;
    this.registered = [internals._serializers.at(-1)!, internals._deserializers.at(-1)!];
  }

  serializeUser(user: SigningInUser, done: Done<SessionPrincipal>): void {
    done(null, { id: user.id, key: user.sessionKey });
  }

  /** Anything but `{id, key}` (a session from before session keys held a bare id) ends the session. */
  deserializeUser(stored: unknown, done: Done<AuthUser>): void {
    if (!isPrincipal(stored)) return done(null, false);
    this.auth.resolveSessionUser(stored).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }

  onApplicationShutdown(): void {
    const internals = passport as unknown as PassportInternals;
    internals._serializers = internals._serializers.filter((fn) => !this.registered.includes(fn));
    internals._deserializers = internals._deserializers.filter((fn) => !this.registered.includes(fn));
  }
}
