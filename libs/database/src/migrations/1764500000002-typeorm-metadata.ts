import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { dialectOf } from '../dialect';

const TABLE = 'typeorm_metadata';

/**
 * On MariaDB, TypeORM loads a table that has a generated column (search_family, since FamilyScopedSearch1764500000001)
 * by reading that column's expression from typeorm_metadata, a table it makes only when it creates such a column
 * itself. The generated columns are made in plain SQL, so the table never existed: a later migration using TypeORM's
 * table helpers on photos, stories or comments (addColumns, dropIndex…) failed on an existing database, and passed on a
 * new one only because the first run still had the tables in memory. Empty, the table is enough: TypeORM then takes
 * the expression as unknown, which no migration needs. Its timestamp puts it first among the migrations an older
 * database has pending (TypeORM runs every migration not yet run, in timestamp order).
 */
export class TypeormMetadata1764500000002 implements MigrationInterface {
  name = 'TypeormMetadata1764500000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'mysql') return;
    const text = (name: string, type = 'varchar', isNullable = true) => ({ name, type, length: type === 'varchar' ? '255' : undefined, isNullable });
    await queryRunner.createTable(
      new Table({ name: TABLE, columns: [text('type', 'varchar', false), text('database'), text('schema'), text('table'), text('name'), text('value', 'text')] }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) === 'mysql') await queryRunner.query(`DROP TABLE IF EXISTS \`${TABLE}\``);
  }
}
