import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { SigningInUser } from './auth-user';
import { AuthService } from './auth.service';
import { KnownDevices } from './known-devices';

/** passport-local over e-mail and password; the body was validated and normalised by LoginGuard first. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly auth: AuthService,
    private readonly knownDevices: KnownDevices,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: Request, email: string, password: string): Promise<SigningInUser> {
    return this.auth.verifyCredentials(email, password, { address: request.ip, knownDevice: this.knownDevices.recognises(request, email) });
  }
}
