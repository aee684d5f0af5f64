import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { TotpSecretCipher } from '../totp-secret.cipher';

const COLUMNS = ['totp_secret', 'totp_pending_secret'] as const;

/**
 * TOTP secrets encrypted at rest (issue 17): the columns widen for `v1.<iv|tag|ciphertext>` (MariaDB; SQLite does
 * not hold a VARCHAR to its length), and every secret still stored in plain base32 is encrypted in place. The key
 * comes from the configuration: buildDataSourceOptions hands this migration a cipher (withTotpCipher); without one
 * it refuses to run over plain secrets rather than leave them.
 */
export class EncryptedTotpSecrets1765530000001 implements MigrationInterface {
  name = 'EncryptedTotpSecrets1765530000001';
  protected readonly cipher: TotpSecretCipher | null = null;

  async up(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) === 'mysql') {
      for (const column of COLUMNS) await queryRunner.query(`ALTER TABLE users MODIFY ${column} VARCHAR(128) NULL`);
    }
    for (const column of COLUMNS) {
      const rows: Array<{ id: number | string; secret: string }> = await queryRunner.query(`SELECT id, ${column} AS secret FROM users WHERE ${column} IS NOT NULL`);
      for (const row of rows.filter((candidate) => !TotpSecretCipher.isEncrypted(candidate.secret))) {
        if (!this.cipher) throw new Error('Encrypting the stored TOTP secrets needs the session secret: run the migrations through the API or the CLI');
        await queryRunner.query(`UPDATE users SET ${column} = ? WHERE id = ?`, [this.cipher.encrypt(row.secret, Number(row.id)), row.id]);
      }
    }
  }

  async down(): Promise<void> {
    // Decrypting back to plain text is not offered: two-factor sign-in is set up again instead.
  }
}

/** The migration with the installation's key. */
export function withTotpCipher(sessionSecret: string | undefined): typeof EncryptedTotpSecrets1765530000001 {
  const cipher = sessionSecret ? new TotpSecretCipher(sessionSecret) : null;
  return class extends EncryptedTotpSecrets1765530000001 {
    protected override readonly cipher = cipher;
  };
}
