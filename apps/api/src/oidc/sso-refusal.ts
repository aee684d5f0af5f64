import type { SsoErrorCode } from '@heirloom/contracts';

/** Why single sign-on did not sign the browser in (its message is for the log; the page shows the code's own). */
export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoErrorCode,
    detail: string,
  ) {
    super(detail);
    this.name = 'SsoRefusal';
  }
}
