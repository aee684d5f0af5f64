import { QueryRunner, TableColumnOptions, TableForeignKeyOptions } from 'typeorm';
import { dialectOf } from '../dialect';
import { PhotoCopies, photoCopiesSchema } from '../versions/photo-copies.schema';

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

/**
 * Adds a linking table's copies of photo columns (photo-copies.schema.ts): the columns by plain ALTER TABLE (TypeORM's
 * addColumn rebuilds the table on SQLite, which drops its other triggers), filled from the photos with the table's
 * `setAside` triggers dropped meanwhile and made again after, then their index and triggers.
 */
export async function addPhotoCopies(queryRunner: QueryRunner, copies: PhotoCopies, setAside: { drop: string[]; create: string[] } = { drop: [], create: [] }): Promise<void> {
  const schema = photoCopiesSchema(copies, dialectOf(queryRunner.connection) === 'mysql');
  for (const sql of schema.addColumns) await queryRunner.query(sql);
  for (const sql of setAside.drop) await queryRunner.query(sql);
  await queryRunner.query(schema.fill);
  for (const sql of setAside.create) await queryRunner.query(sql);
  await queryRunner.query(schema.createIndex);
  for (const sql of schema.triggers) await queryRunner.query(sql);
}

export async function dropPhotoCopies(queryRunner: QueryRunner, copies: PhotoCopies): Promise<void> {
  const schema = photoCopiesSchema(copies, dialectOf(queryRunner.connection) === 'mysql');
  for (const sql of schema.dropTriggers) await queryRunner.query(sql);
  await queryRunner.query(schema.dropIndex);
  for (const sql of schema.dropColumns) await queryRunner.query(sql);
}
