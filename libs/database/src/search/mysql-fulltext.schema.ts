import { FULLTEXT_INDEXES } from './search-sources';

/**
 * InnoDB FULLTEXT indexes on the tables themselves: InnoDB keeps them in step with every write and applies the
 * changes when the transaction commits. One ALTER per index (InnoDB adds one FULLTEXT index at a time).
 */
export const mysqlFulltextSchema = {
  create: FULLTEXT_INDEXES.map(({ table, name, columns }) => `ALTER TABLE \`${table}\` ADD FULLTEXT INDEX \`${name}\` (${columns.map((c) => `\`${c}\``).join(', ')})`),
  drop: FULLTEXT_INDEXES.map(({ table, name }) => `ALTER TABLE \`${table}\` DROP INDEX \`${name}\``),
  /** Rebuilds each table with its FULLTEXT indexes from scratch (and forgets the deleted entries InnoDB keeps). */
  rebuild: [...new Set(FULLTEXT_INDEXES.map(({ table }) => table))].map((table) => `OPTIMIZE TABLE \`${table}\``),
};
