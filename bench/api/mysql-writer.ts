import { Connection } from 'mysql2/promise';
import { BulkWriter } from './seed';

const BATCH = 1000;

/** Bulk inserts on MariaDB/MySQL: multi-row INSERTs of 1,000 rows (InnoDB keeps the FULLTEXT indexes as it goes). */
export class MysqlWriter implements BulkWriter {
  constructor(private readonly connection: Connection) {}

  async count(table: string): Promise<number> {
    const [rows] = await this.connection.query(`SELECT COUNT(*) AS n FROM \`${table}\``);
    return Number((rows as Array<{ n: number }>)[0].n);
  }

  async insert(table: string, columns: string[], rows: Iterable<unknown[]>): Promise<void> {
    const sql = `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`;
    let batch: unknown[][] = [];
    for (const row of rows) {
      batch.push(row);
      if (batch.length === BATCH) {
        await this.connection.query(sql, [batch]);
        batch = [];
      }
    }
    if (batch.length > 0) await this.connection.query(sql, [batch]);
  }

  async analyze(tables: string[]): Promise<void> {
    await this.connection.query(`ANALYZE TABLE ${tables.map((t) => `\`${t}\``).join(', ')}`);
  }
}
