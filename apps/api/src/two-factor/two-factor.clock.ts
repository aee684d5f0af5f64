import { Injectable } from '@nestjs/common';

/** The time codes are checked against: the system's, which a test may fix (TOTP with a fixed clock). */
@Injectable()
export class TwoFactorClock {
  now(): number {
    return Date.now();
  }
}
