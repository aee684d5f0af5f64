import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Heirloom';
/** Codes of the step before and after count too: a phone's clock a little off, a code typed as it changed. */
const WINDOW = 1;

const totpOf = (secret: string, label = ''): TOTP => new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS });

/** A new secret: 160 bits (RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The code of a moment (tests, and nothing else, make codes). */
export const totpCode = (secret: string, timestampMs: number): string => totpOf(secret).generate({ timestamp: timestampMs });

/** The time step a six-digit code belongs to at `nowMs`, within the window; null when it is no code of the secret. */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: WINDOW });
  return delta === null ? null : Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as shown: ten characters of an unambiguous alphabet (50 bits) in two groups, `abcde-fghij`. */
export function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** How a recovery code is stored and looked up: SHA-256 of its characters, case and dashes aside. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, ''), 'utf8').digest('hex');
