import { BackupArchiveError } from './backup.errors';
import { fromPortable, type ColumnKind } from './column-codec';
import { tableEntryName } from './entry-name';
import { isRowRejection, rejectionMessage } from './row-rejection';
import { SqlSession } from './sql-session';
import { TableSpec } from './table-catalog';

/** Rows per insert batch, and the dump text after which a batch is sent anyway (rows with large values). */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

export interface LoadTableOptions {
  /** The row count the manifest promises: a table file holding another number is refused. */
  expectedRows: number;
  onBatch?: (rows: number) => Promise<void>;
  signal?: AbortSignal;
}

interface LineShape {
  columns: string[];
  kinds: ColumnKind[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The columns the first line names, each checked to exist in this database's table. */
function shapeOf(table: TableSpec, row: Record<string, unknown>, refuse: (reason: string) => never): LineShape {
  const kinds = new Map(table.columns.map((column) => [column.name, column.kind]));
  const columns = Object.keys(row);
  const unknown = columns.filter((column) => !kinds.has(column));
  if (unknown.length > 0) refuse(`this database's ${table.name} table has no column ${unknown.join(', ')}`);
  return { columns, kinds: columns.map((column) => kinds.get(column)!) };
}

/**
 * Inserts a table's dump lines into the session's transaction in batches, keeping every value as dumped (ids
 * included). Columns absent from the dump (an archive from an older schema) take their database default. Any line
 * that does not fit throws BackupArchiveError naming the table file and line (the batch's lines when the database
 * itself refuses a row: a NOT NULL or unique constraint); the caller rolls back.
 */
export async function loadTable(session: SqlSession, table: TableSpec, lines: AsyncIterable<string>, options: LoadTableOptions): Promise<number> {
  const entry = tableEntryName(table.name);
  let lineNumber = 0;
  const refuse = (reason: string): never => {
    throw new BackupArchiveError(`${entry} line ${lineNumber} cannot be restored: ${reason}`);
  };
  let shape: LineShape | undefined;
  let batch: unknown[][] = [];
  let batchChars = 0;
  let batchFirstLine = 1;
  let loaded = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    options.signal?.throwIfAborted();
    try {
      await session.insertRows(table.name, shape!.columns, batch);
    } catch (error) {
      if (!isRowRejection(error)) throw error;
      const lines = batchFirstLine === lineNumber ? `line ${lineNumber}` : `lines ${batchFirstLine}-${lineNumber}`;
      throw new BackupArchiveError(`${entry} ${lines} cannot be restored: ${rejectionMessage(error)}`, { cause: error });
    }
    loaded += batch.length;
    await options.onBatch?.(batch.length);
    batch = [];
    batchChars = 0;
    batchFirstLine = lineNumber + 1;
  };

  for await (const line of lines) {
    lineNumber += 1;
    if (line === '') continue;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      refuse('it is not valid JSON');
    }
    if (!isPlainObject(row)) return refuse('it is not a JSON object');
    shape ??= shapeOf(table, row, refuse);
    const keys = Object.keys(row);
    if (keys.length !== shape.columns.length || shape.columns.some((column) => !(column in row))) {
      refuse('its columns differ from the first line of the file');
    }
    batch.push(
      shape.columns.map((column, index) => {
        try {
          return fromPortable(shape!.kinds[index], row[column], session.dialect);
        } catch (error) {
          return refuse(`column ${column}: ${(error as Error).message}`);
        }
      }),
    );
    batchChars += line.length;
    if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
  }
  await flush();
  if (loaded !== options.expectedRows) {
    throw new BackupArchiveError(`${entry} holds ${loaded} rows but the manifest says ${options.expectedRows}: the archive is incomplete`);
  }
  return loaded;
}
