import { dialectOf } from '@heirloom/database';
import { promises as fs } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { appVersion } from './app-version';
import { BACKUP_FORMAT_VERSION, BackupManifest } from './backup-manifest';
import { fileEntryName, MANIFEST_ENTRY, tableEntryName } from './entry-name';
import { ProgressListener, ProgressTracker, ROW_WEIGHT_BYTES } from './progress.tracker';
import { migrationsTableOf, readSchemaVersion } from './schema-version';
import { ReadSnapshot } from './sql-session';
import { openReadSnapshot } from './sql-session.factory';
import { measureStoredFiles } from './storage-walk';
import { loadStoredFiles } from './stored-file.loader';
import { readTableCatalog, TableCatalog } from './table-catalog';
import { countRows, dumpTable } from './table-dump';
import { ZipWriter } from './zip.writer';

export interface WriteBackupOptions {
  dataSource: DataSource;
  /** The storage folder (config.storageDir); its backups/ and tmp/ folders are not archived. */
  storageRoot: string;
  /** Where the archive goes; it is written to outputPath + '.partial' and renamed when complete. */
  outputPath: string;
  createdBy?: { id: number; name: string } | null;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
  /** Tables left out besides sessions and backups. */
  excludeTables?: readonly string[];
}

export interface WrittenBackup {
  manifest: BackupManifest;
  /** Archive size in bytes. */
  size: number;
  /** Storage entries that are not archivable (links, names that are not storage keys), left out. */
  skipped: string[];
}

async function dumpTables(zip: ZipWriter, snapshot: ReadSnapshot, catalog: TableCatalog, progress: ProgressTracker, signal?: AbortSignal) {
  const counts: Record<string, number> = {};
  for (const table of catalog.tables) {
    signal?.throwIfAborted();
    counts[table.name] = 0;
    const lines = dumpTable(snapshot, table, async (rows) => {
      counts[table.name] += rows;
      await progress.advance(rows * ROW_WEIGHT_BYTES);
    });
    await zip.add(Readable.from(lines, { objectMode: false }), { name: tableEntryName(table.name) });
  }
  return counts;
}

/**
 * Writes a complete backup: a consistent dump of every table (from one database snapshot) and every stored file,
 * then manifest.json. The zip is written under outputPath + '.partial' and renamed to outputPath only once it is
 * complete and flushed, so an interrupted run never leaves a complete-looking archive; on failure or abort the
 * partial file is deleted. Memory stays flat: rows go in pages, files as streams, one entry at a time.
 */
export async function writeBackupArchive(options: WriteBackupOptions): Promise<WrittenBackup> {
  const { dataSource, signal } = options;
  const storageRoot = resolve(options.storageRoot);
  const outputPath = resolve(options.outputPath);
  const partialPath = `${outputPath}.partial`;
  signal?.throwIfAborted();
  await fs.mkdir(dirname(outputPath), { recursive: true });
  const snapshot = await openReadSnapshot(dataSource);
  // The data is as of this moment: the snapshot's.
  const createdAt = new Date().toISOString();
  let zip: ZipWriter | undefined;
  try {
    const catalog = await readTableCatalog(dataSource, snapshot, options.excludeTables);
    const schemaVersion = await readSchemaVersion(snapshot, migrationsTableOf(dataSource));
    const totalRows = await countRows(snapshot, catalog.tables);
    const measured = await measureStoredFiles(storageRoot);
    const progress = new ProgressTracker(totalRows * ROW_WEIGHT_BYTES + measured.bytes, options.onProgress);
    await progress.start();

    zip = new ZipWriter(partialPath);
    const counts = await dumpTables(zip, snapshot, catalog, progress, signal);
    // The files come from the disk as it is now; the snapshot is no longer needed and is let go of early.
    await snapshot.close();

    const files = { count: 0, bytes: 0 };
    const skipped: string[] = [];
    // An archive written inside the storage root (outside backups/) must not swallow itself.
    const skip = (path: string) => path === partialPath || path === outputPath;
    for await (const file of loadStoredFiles(storageRoot, { skip, onSkipped: (key) => skipped.push(key) })) {
      signal?.throwIfAborted();
      await zip.add(file.source, { name: fileEntryName(file.key), store: true, date: file.modifiedAt });
      files.count += 1;
      files.bytes += file.size;
      await progress.advance(file.size);
    }

    const manifest: BackupManifest = {
      format_version: BACKUP_FORMAT_VERSION,
      app_version: appVersion(),
      schema_version: schemaVersion,
      created_at: createdAt,
      created_by: options.createdBy ?? null,
      database: dialectOf(dataSource),
      counts,
      files,
    };
    // Last, so its counts are those of what was actually written.
    await zip.add(JSON.stringify(manifest, null, 2), { name: MANIFEST_ENTRY });
    const size = await zip.finish();
    await progress.finish();
    await fs.rename(partialPath, outputPath);
    return { manifest, size, skipped };
  } catch (error) {
    await zip?.abort().catch(() => undefined);
    await fs.rm(partialPath, { force: true });
    throw error;
  } finally {
    await snapshot.close().catch(() => undefined);
  }
}
