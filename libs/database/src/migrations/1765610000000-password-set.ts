import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

const HAS_PASSWORD = new TableColumn({ name: 'has_password', type: 'boolean', default: true, isNullable: false });

/**
 * Whether the account has a password its owner chose (issue 17, single sign-on "sudo mode"): an account made or
 * claimed by single sign-on holds only an unusable hash, so it confirms a deletion or an e-mail change by a recent
 * sign-in with the provider instead. Existing rows count as having one (what they were asked for until now).
 */
export class PasswordSet1765610000000 implements MigrationInterface {
  name = 'PasswordSet1765610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', HAS_PASSWORD);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', HAS_PASSWORD);
  }
}
