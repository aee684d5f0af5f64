import { AppConfig, InjectConfig } from '@heirloom/config';
import { hashSecretToken, newSecretToken } from '@heirloom/database';
import { shareLinkUrl } from '@heirloom/mail';
import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** A new link's token, and what the database keeps of it. */
export interface MintedToken {
  token: string;
  tokenHash: string;
  tokenSealed: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Share link tokens: 256 random bits, looked up by their SHA-256. The issue lists a link's `url` in the family's list
 * too, so its creator and the family admins can copy it again later; the token is therefore also kept sealed
 * (AES-256-GCM under a key derived from SESSION_SECRET). A copy of the database alone, such as a backup, holds no
 * working link; with another SESSION_SECRET (a restore elsewhere) the links still work but their URLs read as null.
 */
@Injectable()
export class ShareLinkTokens {
  private readonly key: Buffer;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    // A key of its own: nothing else is encrypted or signed with it.
    this.key = createHmac('sha256', config.sessionSecret).update('heirloom share-link tokens').digest();
  }

  mint(): MintedToken {
    const token = newSecretToken();
    return { token, tokenHash: hashSecretToken(token), tokenSealed: this.seal(token) };
  }

  /** The link's absolute URL from its sealed token; null when the seal was made under another SESSION_SECRET. */
  urlOf(tokenSealed: string): string | null {
    const token = this.unseal(tokenSealed);
    return token === null ? null : this.url(token);
  }

  url(token: string): string {
    return shareLinkUrl(this.config, token);
  }

  private seal(token: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  private unseal(tokenSealed: string): string | null {
    const bytes = Buffer.from(tokenSealed, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
