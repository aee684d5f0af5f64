import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import passport from 'passport';
import { AuthUser } from './auth-user';
import { AuthService } from './auth.service';

type Done<T> = (error: Error | null, value?: T | false) => void;
type Registered = (...args: never[]) => unknown;
type PassportInternals = { _serializers: Registered[]; _deserializers: Registered[] };

/** The session keeps only the user id; the user is reloaded on every request, so a deleted account is out at once. */
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

  serializeUser(user: AuthUser, done: Done<number>): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: Done<AuthUser>): void {
    this.auth.resolveSessionUser(Number(id)).then(
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
