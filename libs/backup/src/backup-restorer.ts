import { searchIndexBulkLoad } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { openBackupArchive, OpenedBackupArchive } from './backup-archive.reader';
import { BackupArchiveError } from './backup.errors';
import { BackupManifest } from './backup-manifest';
import { swapInStagedFiles } from './file-swap';
import { readLines } from './line-reader';
import { ProgressListener, ProgressTracker, ROW_WEIGHT_BYTES } from './progress.tracker';
import { assertReferencesResolve, settleKeptReferences } from './referential-integrity';
import { createStaging, discardStaging, extractFiles } from './restore-staging';
import { knownSchemaVersions, migrationsTableOf, readSchemaVersion } from './schema-version';
import { WriteTransaction } from './sql-session';
import { openReadSnapshot, openWriteTransaction } from './sql-session.factory';
import { readTableCatalog, TableCatalog } from './table-catalog';
import { loadTable } from './table-load';
import { openEntry } from './zip.reader';

/** A dump line longer than this is not one of ours (rows are a few kilobytes; a blob column could be larger). */
const MAX_LINE_LENGTH = 64 * 1024 * 1024;

export interface RestoreBackupOptions {
  dataSource: DataSource;
  /** The storage folder (config.storageDir); backups/ and tmp/ in it are kept as they are. */
  storageRoot: string;
  archivePath: string;
  /**
   * Awaited; a throw before COMMIT stops the restore (rolled back), after COMMIT it is ignored. On SQLite it is not
   * called while the restore's write transaction is open, since a listener writing to the database would wait for it.
   */
  onProgress?: ProgressListener;
  /** Honoured until the database commits; after that the restore finishes. */
  signal?: AbortSignal;
  /** Tables kept as they are besides sessions and backups (the same list the backup was made with). */
  excludeTables?: readonly string[];
  /**
   * Runs after the data is committed and the files are in place (e.g. rebuild search indexes). A throw is passed on,
   * but the restore itself is complete by then.
   */
  afterCommit?: (manifest: BackupManifest) => Promise<void> | void;
}

export interface RestoredBackup {
  manifest: BackupManifest;
  rows: number;
  files: number;
}

/** Checks that the archive's data fits this database before anything is extracted or changed. */
async function readRestoreCatalog(dataSource: DataSource, manifest: BackupManifest, excludeTables?: readonly string[]): Promise<TableCatalog> {
  const snapshot = await openReadSnapshot(dataSource);
  try {
    const catalog = await readTableCatalog(dataSource, snapshot, excludeTables);
    const known = knownSchemaVersions(dataSource.migrations);
    const current = await readSchemaVersion(snapshot, migrationsTableOf(dataSource));
    if (known.indexOf(manifest.schema_version) > known.indexOf(current)) {
      throw new BackupArchiveError(
        `The archive needs database schema ${manifest.schema_version} but this database is at ${current}: run the migrations before restoring`,
      );
    }
    const names = new Set(catalog.tables.map((table) => table.name));
    const foreign = Object.keys(manifest.counts).filter((table) => !names.has(table));
    if (foreign.length > 0) throw new BackupArchiveError(`The archive holds tables this database does not restore: ${foreign.join(', ')}`);
    return catalog;
  } finally {
    await snapshot.close();
  }
}

/**
 * Empties every table of the catalog (children first) and the sessions table, and loads the archive's rows (parents
 * first), ids kept. The search index is filled once from the loaded rows rather than row by row.
 */
async function replaceData(transaction: WriteTransaction, archive: OpenedBackupArchive, catalog: TableCatalog, progress: ProgressTracker, signal?: AbortSignal) {
  const searchIndex = searchIndexBulkLoad(transaction.dialect);
  for (const sql of searchIndex.before) await transaction.execute(sql);
  for (const table of [...catalog.emptiedByRestore, ...[...catalog.tables].reverse().map((spec) => spec.name)]) {
    await transaction.emptyTable(table);
  }
  let rows = 0;
  const loaded = new Set<string>();
  for (const table of catalog.tables) {
    const entry = archive.tableEntries.get(table.name);
    // A table the archive does not hold (added by a later migration) stays empty, as it was when the backup was made.
    if (!entry) continue;
    const lines = readLines(await openEntry(archive.zip, entry), MAX_LINE_LENGTH);
    rows += await loadTable(transaction, table, lines, {
      expectedRows: archive.manifest.counts[table.name],
      onBatch: (count) => progress.advance(count * ROW_WEIGHT_BYTES),
      signal,
    });
    loaded.add(table.name);
  }
  await assertReferencesResolve(transaction, catalog.foreignKeys, loaded);
  await settleKeptReferences(transaction, catalog.foreignKeys, new Set(catalog.tables.map((table) => table.name)));
  for (const { table, sql } of searchIndex.fill) await transaction.runOverIds(table, sql);
  for (const sql of searchIndex.after) await transaction.execute(sql);
  return rows;
}

/**
 * Replaces all data and stored files with an archive's. Checks the archive first, extracts its files into a
 * staging folder inside the storage root, then loads every table in ONE transaction (foreign-key enforcement off on
 * that connection only, references checked before COMMIT); only after COMMIT are the staged folders swapped in.
 * Any failure before COMMIT rolls back and deletes the staging folder: the data and files are exactly as they were.
 * Ids are kept, and auto-increment counters end above the highest restored id (never below where they were, so an
 * id is never handed out twice). Every session stored in the database ends in the same transaction; backups and
 * tables without entities are left as they are.
 */
export async function restoreBackupArchive(options: RestoreBackupOptions): Promise<RestoredBackup> {
  const { dataSource, storageRoot, signal } = options;
  signal?.throwIfAborted();
  const archive = await openBackupArchive(options.archivePath, { knownSchemaVersions: knownSchemaVersions(dataSource.migrations) });
  try {
    const { manifest } = archive;
    const catalog = await readRestoreCatalog(dataSource, manifest, options.excludeTables);
    const totalRows = Object.values(manifest.counts).reduce((sum, count) => sum + count, 0);
    const progress = new ProgressTracker(manifest.files.bytes + totalRows * ROW_WEIGHT_BYTES, options.onProgress);
    await progress.start();

    const staging = await createStaging(storageRoot);
    let rows = 0;
    let committed = false;
    try {
      await extractFiles(options.archivePath, staging, { onFile: (bytes) => progress.advance(bytes), signal });
      const transaction = await openWriteTransaction(dataSource);
      // SQLite has one writer: a listener writing progress into the database would wait for this very transaction.
      if (transaction.dialect === 'sqlite') progress.hold();
      try {
        rows = await replaceData(transaction, archive, catalog, progress, signal);
        signal?.throwIfAborted();
        await transaction.commit();
        committed = true;
      } finally {
        // Rolls back unless committed. Its own failure matters less than the error that led here, or than letting
        // the files follow data that is already committed.
        await transaction.release().catch(() => undefined);
      }
    } catch (error) {
      if (!committed) await discardStaging(staging);
      throw error;
    }
    // Committed: from here the files must follow. An interrupted swap is finished by recoverInterruptedRestores().
    await swapInStagedFiles(storageRoot, staging);
    await options.afterCommit?.(manifest);
    // The data is in: a listener failing now (its own database write, say) must not make the restore look failed.
    await progress.finish().catch(() => undefined);
    return { manifest, rows, files: manifest.files.count };
  } finally {
    archive.close();
  }
}
