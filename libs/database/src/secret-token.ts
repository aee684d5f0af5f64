import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): 256 bits, far beyond guessing. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** The shape of a token from newSecretToken: anything else cannot match one, and is refused before any look-up. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What is stored of a token: its SHA-256 in hex, so a copy of the database (a backup, say) holds nothing that works.
 * A fast hash is enough: 256 random bits cannot be found by trying.
 */
export const hashSecretToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
