import { TwoFactorClock } from '../../../apps/api/src/two-factor/two-factor.clock';
import { TestApp } from './test-app';

/** A fixed moment in the middle of a 30-second TOTP step. */
export const TOTP_T0 = Date.UTC(2026, 5, 1, 9, 0, 15);
export const TOTP_STEP = 30_000;

/**
 * The app's two-factor clock, held at `now` until a test moves it: a code is accepted once per step, so a test that
 * signs in twice moves on a step between, instead of waiting 30 seconds.
 */
export class TotpClock {
  now = TOTP_T0;

  attach(app: TestApp): void {
    app.app.get(TwoFactorClock).now = () => this.now;
  }
}
