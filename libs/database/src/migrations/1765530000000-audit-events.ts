import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, instantColumn, intColumn, stringColumn } from './schema-helpers';

const nullableString = (name: string, length: number) => stringColumn(name, length, { isNullable: true });

/**
 * The audit trail (issue 17): no foreign keys, an event outlives what it names. Read newest first overall (the
 * platform admin's view and the purge: created_at), per family (a family admin's), per actor and per action (the
 * filters).
 */
export class AuditEvents1765530000000 implements MigrationInterface {
  name = 'AuditEvents1765530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'audit_events',
        columns: [
          idColumn(),
          instantColumn('created_at'),
          stringColumn('action', 40),
          intColumn('actor_id', true),
          nullableString('actor_name', 100),
          intColumn('family_id', true),
          nullableString('family_name', 100),
          nullableString('target_type', 24),
          intColumn('target_id', true),
          nullableString('target_label', 200),
          nullableString('ip', 45),
          nullableString('details', 1000),
        ],
        indices: [
          { name: 'IDX_audit_events_created', columnNames: ['created_at', 'id'] },
          { name: 'IDX_audit_events_family_created', columnNames: ['family_id', 'created_at', 'id'] },
          { name: 'IDX_audit_events_actor_created', columnNames: ['actor_id', 'created_at', 'id'] },
          { name: 'IDX_audit_events_action_created', columnNames: ['action', 'created_at', 'id'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_events');
  }
}
