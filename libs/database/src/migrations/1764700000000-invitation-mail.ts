import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { instantColumn } from './schema-helpers';

const MAIL_SENT_AT = new TableColumn(instantColumn('mail_sent_at', true));
const OWED_MAIL_INDEX = new TableIndex({ name: 'IDX_invitations_mail_sent_at', columnNames: ['mail_sent_at'] });

/**
 * When an invitation's e-mail went out (null: still owed), so that a mail job lost with its queue (Redis emptied, the
 * embedded API restarted) is queued again. Invitations from before count as sent: their jobs ran long ago.
 */
export class InvitationMail1764700000000 implements MigrationInterface {
  name = 'InvitationMail1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('invitations', MAIL_SENT_AT);
    await queryRunner.query('UPDATE invitations SET mail_sent_at = created_at');
    await queryRunner.createIndex('invitations', OWED_MAIL_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('invitations', OWED_MAIL_INDEX);
    await queryRunner.dropColumn('invitations', MAIL_SENT_AT);
  }
}
