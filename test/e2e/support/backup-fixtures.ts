import { DEFAULT_EXCLUDED_TABLES, TABLES_EMPTIED_BY_RESTORE } from '@heirloom/backup';
import { AppConfig, loadConfig } from '@heirloom/config';
import { buildDataSourceOptions, Dialect, dialectOf, ENTITIES, Family, FamilyMember, Invitation, runMigrationsLocked, User } from '@heirloom/database';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { Column, DataSource, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Table } from 'typeorm';
import { MARIADB_URL } from './test-environment';

/**
 * Test-only tables standing for those later issues add: every column kind the backup format carries, a composite
 * primary key, and references with CASCADE and SET NULL. Having entities, they are picked up like any new table.
 */
@Entity('backup_probes')
export class BackupProbe {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int', nullable: true }) userId: number | null;
  @Column({ type: 'bigint', nullable: true }) big: string | number | null;
  @Column({ type: 'decimal', precision: 12, scale: 2, nullable: true }) amount: string | number | null;
  @Column({ type: 'double', nullable: true }) ratio: number | null;
  @Column({ type: 'boolean' }) flag: boolean;
  @Column({ type: 'datetime', precision: 3, nullable: true }) at: Date | null;
  @Column({ type: 'date', nullable: true }) day: string | null;
  @Column({ type: 'text', nullable: true }) note: string | null;
  @Column({ type: 'simple-json', nullable: true }) payload: unknown;
  @Column({ type: 'blob', nullable: true }) data: Buffer | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL' }) @JoinColumn({ name: 'user_id' }) user?: User;
}

@Entity('backup_probe_tags')
export class BackupProbeTag {
  @PrimaryColumn({ type: 'int' }) probeId: number;
  @PrimaryColumn({ type: 'varchar', length: 32 }) tag: string;
  @ManyToOne(() => BackupProbe, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'probe_id' }) probe?: BackupProbe;
}

/** Tables the engine must leave alone: one without an entity (like a search index) with references into users. */
export const KEPT_TABLE = 'backup_probe_audit';

async function createProbeTables(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  const int = (name: string, nullable = false) => ({ name, type: 'integer', isNullable: nullable });
  try {
    await runner.createTable(
      new Table({
        name: 'backup_probes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          int('user_id', true),
          { name: 'big', type: 'bigint', isNullable: true },
          { name: 'amount', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'ratio', type: 'double', isNullable: true },
          { name: 'flag', type: 'boolean', isNullable: false },
          { name: 'at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'day', type: 'date', isNullable: true },
          { name: 'note', type: 'text', isNullable: true },
          { name: 'payload', type: 'text', isNullable: true },
          { name: 'data', type: 'blob', isNullable: true },
        ],
        foreignKeys: [{ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' }],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'backup_probe_tags',
        columns: [{ ...int('probe_id'), isPrimary: true }, { name: 'tag', type: 'varchar', length: '32', isPrimary: true }],
        foreignKeys: [{ columnNames: ['probe_id'], referencedTableName: 'backup_probes', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await runner.createTable(
      new Table({
        name: KEPT_TABLE,
        columns: [{ ...int('id'), isPrimary: true }, int('cascading_user_id', true), int('nulled_user_id', true)],
        foreignKeys: [
          { columnNames: ['cascading_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['nulled_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
      }),
    );
  } finally {
    await runner.release();
  }
}

/** A migrated database of this build, plus the probe tables, opened the way the app opens it. */
export async function openBackupTestDatabase(config: AppConfig): Promise<DataSource> {
  const dataSource = new DataSource({ ...buildDataSourceOptions(config), entities: [...ENTITIES, BackupProbe, BackupProbeTag] });
  await dataSource.initialize();
  await runMigrationsLocked(dataSource);
  await createProbeTables(dataSource);
  return dataSource;
}

/** A fresh database of the given kind whatever the run mode (no Redis involved), for cross-database restores. */
export async function createStandaloneDatabase(kind: Dialect): Promise<{ config: AppConfig; dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'heirloom-backup-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, SESSION_SECRET: 'backup-e2e', LOG_LEVEL: 'silent' };
  const database = `heirloom_e2e_${randomBytes(4).toString('hex')}`;
  if (kind === 'mysql') {
    const connection = await createConnection(MARIADB_URL);
    await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.end();
    env.DATABASE_URL = `${MARIADB_URL}/${database}`;
  }
  return {
    config: loadConfig(env),
    dispose: async () => {
      if (kind === 'mysql') {
        const connection = await createConnection(MARIADB_URL);
        await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
        await connection.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const NAMES = ['Zoë Ångström 👩‍👩‍👧', 'שרה כהן', 'محمد الأحمد', '山田 太郎', `O'Brien "the quoted" \\ back\\slash`, 'Ada\nLovelace\ttab'];
let sequence = 0;

/** Users, families, members and invitations with unicode, right-to-left text, dates, booleans and nulls. */
async function seedAccounts(dataSource: DataSource): Promise<void> {
  const users = await dataSource.getRepository(User).save(
    NAMES.map((name, i) => ({
      email: `seed.${++sequence}.${i}@example.com`,
      name,
      passwordHash: `$2b$04$${'x'.repeat(20)}${sequence}`,
      isAdmin: i === 0,
      createdAt: new Date(Date.UTC(1999, 11, 31, 23, 59, 59, 999) + i * 86_400_123),
      lastSeenAt: i % 2 ? null : new Date(Date.UTC(2024, 1, 29, 12, 0, 0, i)),
      emailVerifiedAt: i % 3 ? new Date(Date.UTC(2024, 2, 1, 8, 30, 0, i)) : null,
    })),
  );
  const families = await dataSource.getRepository(Family).save([
    { name: 'Les Ångström 🏡', description: 'Multi-line\ndescription with “curly quotes” and emoji 🎉', createdBy: users[0].id },
    { name: 'משפחת כהן', description: '', createdBy: null },
  ]);
  await dataSource.getRepository(FamilyMember).save(
    users.map((user, i) => ({ familyId: families[i % 2].id, userId: user.id, role: i < 2 ? ('admin' as const) : ('member' as const) })),
  );
  await dataSource.getRepository(Invitation).save(
    families.map((family, i) => ({
      familyId: family.id,
      email: `invitee.${sequence}.${i}@example.com`,
      role: 'member' as const,
      token: randomBytes(32).toString('base64url'),
      invitedBy: users[i].id,
      expiresAt: new Date(Date.UTC(2030, 0, 1, 0, 0, 0, 1)),
      acceptedAt: i ? new Date(Date.UTC(2025, 5, 6, 7, 8, 9, 10)) : null,
    })),
  );
  const probes = await dataSource.getRepository(BackupProbe).save([
    {
      userId: users[1].id,
      big: '9007199254740993',
      amount: '12345678.90',
      ratio: -0.1 + 1e-12,
      flag: true,
      at: new Date(Date.UTC(1970, 0, 1, 0, 0, 0, 1)),
      day: '1987-02-28',
      note: 'मराठी 𝄞 \u0000 nul and \r\n crlf',
      payload: { nested: { list: [1, 'two', null, true] }, emoji: '🙂' },
      data: Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    },
    { userId: null, big: null, amount: null, ratio: null, flag: false, at: null, day: null, note: null, payload: null, data: null },
  ]);
  await dataSource.getRepository(BackupProbeTag).save([
    { probeId: probes[0].id, tag: 'b' },
    { probeId: probes[0].id, tag: 'a' },
    { probeId: probes[1].id, tag: 'a' },
  ]);
}

const SPECIFIC = new Set(['users', 'families', 'family_members', 'invitations', 'backup_probes', 'backup_probe_tags', 'sessions', 'backups']);
const codePoints = (text: string, length: number) => [...text].slice(0, length).join('');

/** A plausible value for a column of a table added by a later issue, from what the database says about it. */
function genericValue(column: { type: string; length: string; isNullable: boolean }, row: number): unknown {
  const n = ++sequence;
  if (column.isNullable && row % 2 === 1) return null;
  const type = column.type.toLowerCase();
  if (/^(int|integer|smallint|mediumint)$/.test(type)) return 1000 + n;
  if (/^(tinyint|boolean)$/.test(type)) return n % 2;
  if (type === 'bigint') return String(2 ** 40 + n);
  if (/^(double|float|real|decimal|numeric)/.test(type)) return n + 0.25;
  if (/^(datetime|timestamp)/.test(type)) return `2001-02-03 04:05:${String(n % 60).padStart(2, '0')}.789`;
  if (type === 'date') return '2001-02-03';
  if (/char|text|clob/.test(type)) return codePoints(`${n} ${NAMES[n % NAMES.length]}`, Number(column.length) || 200);
  throw new Error(`The backup test seeder cannot fill a ${column.type} column: teach genericValue() about it`);
}

interface SeedTable {
  columns: Array<{ name: string; type: string; length: string; isNullable: boolean; isGenerated: boolean }>;
  foreignKeys: Array<{ columnNames: string[]; referencedTableName: string; referencedColumnNames: string[] }>;
}

/**
 * A table's columns and references as the database declares them. On MariaDB read from information_schema rather
 * than TypeORM's getTable(), which looks up a generated column's expression in a typeorm_metadata table that
 * migrations written in SQL (the search index's generated columns) never create.
 */
async function describeForSeeding(dataSource: DataSource, name: string): Promise<SeedTable> {
  if (dialectOf(dataSource) !== 'mysql') {
    const runner = dataSource.createQueryRunner();
    try {
      return (await runner.getTable(name))!;
    } finally {
      await runner.release();
    }
  }
  const columns = await dataSource.query(
    `SELECT COLUMN_NAME AS name, DATA_TYPE AS type, CHARACTER_MAXIMUM_LENGTH AS length, IS_NULLABLE AS nullable, EXTRA AS extra
     FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
    [name],
  );
  const keys = await dataSource.query(
    `SELECT COLUMN_NAME AS name, REFERENCED_TABLE_NAME AS parent, REFERENCED_COLUMN_NAME AS parentColumn FROM information_schema.KEY_COLUMN_USAGE
     WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND REFERENCED_TABLE_NAME IS NOT NULL`,
    [name],
  );
  return {
    columns: columns.map((c: Record<string, unknown>) => ({
      name: String(c.name),
      type: String(c.type),
      length: c.length === null ? '' : String(c.length),
      isNullable: c.nullable === 'YES',
      isGenerated: /auto_increment|GENERATED/i.test(String(c.extra)),
    })),
    foreignKeys: keys.map((k: Record<string, unknown>) => ({ columnNames: [String(k.name)], referencedTableName: String(k.parent), referencedColumnNames: [String(k.parentColumn)] })),
  };
}

/**
 * Rows for a table from what the database says about it, the n-th row's references pointing at the parent's n-th
 * row (its first when it has fewer): a table keyed by two references (album_photos) gets distinct keys.
 */
export async function seedGenericRows(dataSource: DataSource, name: string, count = 3): Promise<void> {
  const q = (id: string) => (dialectOf(dataSource) === 'mysql' ? `\`${id}\`` : `"${id}"`);
  const table = await describeForSeeding(dataSource, name);
  for (let row = 0; row < count; row++) {
    const values: Record<string, unknown> = {};
    for (const column of table.columns.filter((c) => !c.isGenerated)) {
      const key = table.foreignKeys.find((fk) => fk.columnNames.includes(column.name));
      if (key) {
        const parents = await dataSource.query(`SELECT ${q(key.referencedColumnNames[0])} AS id FROM ${q(key.referencedTableName)} ORDER BY 1 LIMIT ${row + 1}`);
        values[column.name] = (parents[row] ?? parents[0]).id;
      } else {
        values[column.name] = genericValue(column, row);
      }
    }
    const columns = Object.keys(values);
    await dataSource.query(`INSERT INTO ${q(name)} (${columns.map(q).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`, Object.values(values));
  }
}

export async function seedDatabase(dataSource: DataSource): Promise<void> {
  await seedAccounts(dataSource);
  // Every other table an entity maps (photos today, stories and comments later), each once its parents have rows.
  const pending = dataSource.entityMetadatas.filter((m) => !SPECIFIC.has(m.tableName));
  while (pending.length > 0) {
    const next = pending.findIndex((m) => m.foreignKeys.every((fk) => !pending.some((p) => p !== m && p.tableName === fk.referencedEntityMetadata.tableName)));
    const [metadata] = pending.splice(Math.max(next, 0), 1);
    await seedGenericRows(dataSource, metadata.tableName);
  }
}

/** Photo-like files of various sizes (an empty one too), plus an archive and a temporary file that are never archived. */
export function seedFiles(root: string, count = 8): void {
  const put = (key: string, bytes: Buffer) => {
    mkdirSync(dirname(join(root, key)), { recursive: true });
    writeFileSync(join(root, key), bytes);
  };
  for (let i = 0; i < count; i++) {
    const id = randomBytes(8).toString('hex');
    put(`originals/${1 + (i % 3)}/${id}.jpg`, randomBytes(1000 + i * 37_000));
    put(`thumbnails/${1 + (i % 3)}/${id}.webp`, randomBytes(500 + i));
    put(`previews/${1 + (i % 3)}/${id}.webp`, randomBytes(2000 + i));
  }
  put('originals/9/empty.jpg', Buffer.alloc(0));
  put('backups/earlier.zip', Buffer.from('an older archive'));
  put('tmp/upload-in-progress.bin', Buffer.from('half an upload'));
}

/** SHA-256 of every stored file by key (backups/ and tmp/ aside), read independently of the engine. */
export function snapshotFiles(root: string, dir = ''): Record<string, string> {
  const files: Record<string, string> = {};
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return files;
  }
  for (const name of names.sort()) {
    const key = dir ? `${dir}/${name}` : name;
    if (!dir && (name === 'backups' || name === 'tmp')) continue;
    try {
      files[key] = createHash('sha256').update(readFileSync(join(root, key))).digest('hex');
    } catch {
      Object.assign(files, snapshotFiles(root, key));
    }
  }
  return files;
}

const rawDay = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? null));

function portable(value: unknown, type: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  // TypeORM reads a SQLite bigint as a JS number: compared at that precision (exactness is checked on the raw value).
  if (type === 'bigint') return Number(value);
  if (type === 'decimal') return Number(value);
  return value;
}

/**
 * Every row of every table an entity maps (aside from those a restore empties: sessions, download links), read through TypeORM and put in a form both databases
 * agree on, so a restore on either can be compared with the source. Sorted by primary key.
 */
/** The tables an archive carries: a restore onto another database copies these, and leaves the rest (the audit trail) as it was. */
export function archivedTables(dataSource: DataSource): string[] {
  return dataSource.entityMetadatas.map((m) => m.tableName).filter((t) => !DEFAULT_EXCLUDED_TABLES.includes(t)).sort();
}

export async function snapshotRows(dataSource: DataSource, tables?: string[]): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const metadata of dataSource.entityMetadatas) {
    if (TABLES_EMPTIED_BY_RESTORE.includes(metadata.tableName) || (tables && !tables.includes(metadata.tableName))) continue;
    const builder = dataSource.createQueryBuilder(metadata.target, 't').select(metadata.columns.map((c) => `t.${c.propertyPath}`));
    metadata.primaryColumns.forEach((c, i) => (i ? builder.addOrderBy(`t.${c.propertyPath}`) : builder.orderBy(`t.${c.propertyPath}`)));
    const { entities, raw } = await builder.getRawAndEntities();
    result[metadata.tableName] = entities.map((row: Record<string, unknown>, index) =>
      Object.fromEntries(
        metadata.columns.map((c) => [
          c.databaseName,
          // TypeORM turns a MariaDB DATE into a day in the process's time zone (a day early west of UTC): read it raw.
          c.type === 'date' ? rawDay(raw[index][`t_${c.databaseName}`]) : portable(row[c.propertyName], c.type),
        ]),
      ),
    );
  }
  return result;
}
