import { hash } from 'bcrypt';
import { BENCH_PASSWORD, Library } from './library';

/** Writes rows into one table in bulk, inside the database's fastest path (not through the API). */
export interface BulkWriter {
  count(table: string): Promise<number>;
  /**
   * Before the load: sets aside what a bulk load may build once at the end instead of row by row (indexes, the
   * search index's triggers), noting exactly how the migrations made it.
   */
  setAside(tables: string[]): Promise<void>;
  insert(table: string, columns: string[], rows: Iterable<unknown[]>): Promise<void>;
  /** After the load: puts back what setAside took, exactly as it was, and builds it over the rows. */
  restore(log: (line: string) => void): Promise<void>;
  /** After the load: refresh the planner's statistics where the database keeps them. */
  analyze(tables: string[]): Promise<void>;
  /** Every user's digest off (kept libraries too). */
  turnOffDigests(): Promise<void>;
}

/** Seeds the library into an empty, migrated database; answers how long it took, in seconds. */
export async function seedLibrary(writer: BulkWriter, photos: number, log: (line: string) => void): Promise<number> {
  const started = Date.now();
  const tables = new Library(photos).tables(await hash(BENCH_PASSWORD, 10));
  await writer.setAside(tables.map((table) => table.name));
  for (const table of tables) {
    const begun = Date.now();
    await writer.insert(table.name, table.columns, table.rows());
    log(`  ${table.name}: ${(await writer.count(table.name)).toLocaleString('en-US')} rows in ${seconds(begun)} s`);
  }
  const restoring = Date.now();
  await writer.restore(log);
  log(`  indexes and triggers put back and built in ${seconds(restoring)} s`);
  await writer.analyze(tables.map((table) => table.name));
  return (Date.now() - started) / 1000;
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
