import type { SsoLoginQuery } from '@heirloom/contracts';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/**
 * A path of this app, never an absolute URL or a protocol-relative `//host` (an open redirect), and no control
 * characters (a header split).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it keeps out
const APP_PATH = /^\/(?![/\\])[^\u0000-\u001f\u007f]*$/;

export class SsoLoginDto implements SsoLoginQuery {
  /** The page of this app to open once signed in, such as /invitations/…; /dashboard when left out. */
  @IsOptional()
  @IsString({ message: 'redirect must be a path of this app' })
  @MaxLength(2000, { message: 'redirect must be at most 2000 characters long' })
  @Matches(APP_PATH, { message: 'redirect must be a path of this app, such as /dashboard' })
  redirect?: string;
}
