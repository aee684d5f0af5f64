import { FAMILY_TOKEN_COLUMN, FAMILY_TOKEN_SQL, FULLTEXT_INDEXES } from './search-sources';

type FulltextIndex = { table: string; name: string; columns: readonly string[] };

const addIndex = ({ table, name, columns }: FulltextIndex) => `ALTER TABLE \`${table}\` ADD FULLTEXT INDEX \`${name}\` (${columns.map((c) => `\`${c}\``).join(', ')})`;
const dropIndex = ({ table, name }: FulltextIndex) => `ALTER TABLE \`${table}\` DROP INDEX \`${name}\``;
const tables = [...new Set(FULLTEXT_INDEXES.map(({ table }) => table))];

/** The indexes as the search-index migration (1764300000001) created them, before the family token column existed. */
const UNSCOPED_INDEXES: FulltextIndex[] = FULLTEXT_INDEXES.map((index) => ({ ...index, columns: index.columns.filter((c) => c !== FAMILY_TOKEN_COLUMN) }));

/**
 * InnoDB FULLTEXT indexes on the tables themselves: InnoDB keeps them in step with every write and applies the
 * changes when the transaction commits. One ALTER per index (InnoDB adds one FULLTEXT index at a time).
 * `create` and `drop` are the first form, which the search-index migration runs; `familyScope` turns it into the
 * current one (FULLTEXT_INDEXES), with the generated family token column in every index.
 */
export const mysqlFulltextSchema = {
  create: UNSCOPED_INDEXES.map(addIndex),
  drop: UNSCOPED_INDEXES.map(dropIndex),
  /** Rebuilds each table with its FULLTEXT indexes from scratch (and forgets the deleted entries InnoDB keeps). */
  rebuild: tables.map((table) => `OPTIMIZE TABLE \`${table}\``),
};

export const mysqlFamilyScopeSchema = {
  up: [
    ...UNSCOPED_INDEXES.map(dropIndex),
    ...tables.map((table) => `ALTER TABLE \`${table}\` ADD COLUMN \`${FAMILY_TOKEN_COLUMN}\` VARCHAR(16) AS (${FAMILY_TOKEN_SQL}) STORED`),
    ...FULLTEXT_INDEXES.map(addIndex),
  ],
  down: [
    ...FULLTEXT_INDEXES.map(dropIndex),
    ...tables.map((table) => `ALTER TABLE \`${table}\` DROP COLUMN \`${FAMILY_TOKEN_COLUMN}\``),
    ...UNSCOPED_INDEXES.map(addIndex),
  ],
};
