import { randomBytes } from 'node:crypto';

/** A new users.session_key: 16 random bytes (128 bits), base64url (22 characters). */
export const newSessionKey = (): string => randomBytes(16).toString('base64url');
