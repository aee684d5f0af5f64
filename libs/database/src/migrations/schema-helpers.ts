import { QueryRunner, TableColumnOptions, TableForeignKeyOptions } from 'typeorm';
import { dialectOf } from '../dialect';

/** Column builders shared by migrations so one migration serves SQLite and MariaDB alike. */
export const idColumn = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});

export const intColumn = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable: nullable });

export const stringColumn = (name: string, length: number, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: false,
  ...options,
});

export const instantColumn = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable: nullable,
});

/** DB-side "now" with milliseconds in UTC, for created/updated columns the ORM leaves to the database. */
export const nowDefault = (queryRunner: QueryRunner): string =>
  dialectOf(queryRunner.connection) === 'mysql' ? 'CURRENT_TIMESTAMP(3)' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";

/** An instant column that defaults to the time the row is written. */
export const createdColumn = (queryRunner: QueryRunner, name = 'created_at'): TableColumnOptions => ({
  ...instantColumn(name),
  default: nowDefault(queryRunner),
});

export const foreignKey = (
  column: string,
  referencedTable: string,
  onDelete: 'CASCADE' | 'SET NULL' = 'CASCADE',
): TableForeignKeyOptions => ({
  columnNames: [column],
  referencedTableName: referencedTable,
  referencedColumnNames: ['id'],
  onDelete,
});
