import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * TOTP secrets at rest (issue 17): AES-256-GCM under a key derived (HKDF-SHA256) from SESSION_SECRET, which every
 * API process of an installation already shares and keeps private (generated into DATA_DIR when unset), so nothing
 * new has to be set, kept or lost. The derived key is for this use only. The account's id is bound in as associated
 * data: a ciphertext copied onto another account does not decrypt. Stored as `v1.<base64url of iv|tag|ciphertext>`.
 * Rotating SESSION_SECRET leaves stored secrets unreadable: their accounts then sign in with a recovery code and set
 * two-factor sign-in up again.
 */
export class TotpSecretCipher {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, 'heirloom', 'totp secrets at rest', 32));
  }

  encrypt(secret: string, userId: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(this.aad(userId));
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
  }

  /** The secret, or null when the value is not one this key encrypted for this account. */
  decrypt(stored: string, userId: number): string | null {
    if (!TotpSecretCipher.isEncrypted(stored)) return null;
    const bytes = Buffer.from(stored.slice(VERSION.length + 1), 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES)).setAAD(this.aad(userId));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  static isEncrypted(stored: string): boolean {
    return stored.startsWith(`${VERSION}.`);
  }

  private aad(userId: number): Buffer {
    return Buffer.from(`user:${userId}`, 'utf8');
  }
}
