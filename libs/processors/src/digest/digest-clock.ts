import { AppConfig, InjectConfig } from '@heirloom/config';
import { Injectable } from '@nestjs/common';

/** The time digests are planned and written at: the system's, or TEST_DIGEST_NOW in a test that pins it. */
@Injectable()
export class DigestClock {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  now(): Date {
    return this.config.testDigestNow ? new Date(this.config.testDigestNow) : new Date();
  }
}
