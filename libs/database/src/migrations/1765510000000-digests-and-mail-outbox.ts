import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { foreignKey, idColumn, instantColumn, intColumn, stringColumn } from './schema-helpers';

/**
 * Issue 16, the e-mail digest and mail that outlives its queue:
 * - digest_runs: one row per person and digest period, claimed before the digest is written; the unique key is the
 *   "exactly once". Goes with its user.
 * - mail_outbox: e-mail jobs owed until they have run, queued again from here when a queue lost them.
 */
export class DigestsAndMailOutbox1765510000000 implements MigrationInterface {
  name = 'DigestsAndMailOutbox1765510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'digest_runs',
        columns: [idColumn(), intColumn('user_id'), stringColumn('period', 12), instantColumn('claimed_at'), stringColumn('claim', 24), stringColumn('outcome', 8, { isNullable: true })],
        uniques: [{ name: 'UQ_digest_runs_user_period', columnNames: ['user_id', 'period'] }],
        foreignKeys: [foreignKey('user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [idColumn(), stringColumn('job_id', 160), stringColumn('name', 32), stringColumn('payload', 500), instantColumn('created_at')],
        uniques: [{ name: 'UQ_mail_outbox_job', columnNames: ['job_id'] }],
        indices: [{ name: 'IDX_mail_outbox_created', columnNames: ['created_at'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_outbox');
    await queryRunner.dropTable('digest_runs');
  }
}
