import { BackupArchiveError } from './backup.errors';
import { BackupManifest, MAX_MANIFEST_BYTES, parseBackupManifest } from './backup-manifest';
import { classifyEntryName } from './entry-name';
import { knownSchemaVersions } from './schema-version';
import { entryName, openEntry, openZip, readSmallEntry, unsupportedEntryReason, ZipEntry, ZipFile, zipEntries } from './zip.reader';

export interface InspectOptions {
  /** Schema versions this build can restore, oldest first; defaults to this build's migrations. */
  knownSchemaVersions?: readonly string[];
  /** Also reads every entry through, checking its CRC-32 (the whole archive is read; restore does this anyway). */
  verifyContents?: boolean;
}

/** An archive whose directory and manifest passed every check, still open to read its table files. */
export interface OpenedBackupArchive {
  manifest: BackupManifest;
  zip: ZipFile;
  tableEntries: Map<string, ZipEntry>;
  close(): void;
}

const damaged = (reason: string) => new BackupArchiveError(`The file is not a readable backup archive (truncated or damaged?): ${reason}`);

async function openOrRefuse(path: string): Promise<ZipFile> {
  try {
    return await openZip(path);
  } catch (error) {
    throw damaged((error as Error).message);
  }
}

/** Reads the central directory: every name checked, the manifest read, table entries kept, files counted. */
async function readDirectory(zip: ZipFile, options: InspectOptions) {
  const seen = new Set<string>();
  const tableEntries = new Map<string, ZipEntry>();
  let manifestEntry: ZipEntry | undefined;
  const files = { count: 0, bytes: 0 };
  const entries = zipEntries(zip);
  for (;;) {
    let next: IteratorResult<ZipEntry>;
    try {
      next = await entries.next();
    } catch (error) {
      throw damaged((error as Error).message);
    }
    if (next.done) break;
    const entry = next.value;
    const name = entryName(entry);
    if (name === undefined) throw new BackupArchiveError('The archive holds an entry whose name is not UTF-8');
    const kind = classifyEntryName(name);
    const unsupported = unsupportedEntryReason(entry);
    if (unsupported) throw new BackupArchiveError(`The archive's entry ${JSON.stringify(name)} cannot be restored: ${unsupported}`);
    if (seen.has(name)) throw new BackupArchiveError(`The archive holds ${JSON.stringify(name)} twice`);
    seen.add(name);
    if (kind.kind === 'manifest') manifestEntry = entry;
    if (kind.kind === 'table') tableEntries.set(kind.table, entry);
    if (kind.kind === 'file') {
      files.count += 1;
      files.bytes += entry.uncompressedSize;
    }
    if (options.verifyContents && kind.kind !== 'folder') await drain(zip, entry, name);
  }
  return { manifestEntry, tableEntries, files };
}

async function drain(zip: ZipFile, entry: ZipEntry, name: string): Promise<void> {
  try {
    for await (const _chunk of await openEntry(zip, entry)) {
      // Read through only for the checksum test at the end.
    }
  } catch (error) {
    throw new BackupArchiveError(`The archive's ${name} is damaged: ${(error as Error).message}`);
  }
}

function checkAgainstManifest(manifest: BackupManifest, tables: Map<string, ZipEntry>, files: { count: number; bytes: number }, known: readonly string[]) {
  if (!known.includes(manifest.schema_version)) {
    throw new BackupArchiveError(
      `The archive was made by a newer version of Heirloom (database schema ${manifest.schema_version}, unknown to this ` +
        `version). Upgrade Heirloom to the version that made it, or a newer one, before restoring it.`,
    );
  }
  const missing = Object.keys(manifest.counts).filter((table) => !tables.has(table));
  if (missing.length > 0) throw new BackupArchiveError(`The archive is incomplete: the table file of ${missing.join(', ')} is missing`);
  const unlisted = [...tables.keys()].filter((table) => !(table in manifest.counts));
  if (unlisted.length > 0) throw new BackupArchiveError(`The archive holds table files its manifest does not list: ${unlisted.join(', ')}`);
  if (files.count !== manifest.files.count || files.bytes !== manifest.files.bytes) {
    throw new BackupArchiveError(
      `The archive is incomplete: its manifest lists ${manifest.files.count} files (${manifest.files.bytes} bytes) ` +
        `but it holds ${files.count} (${files.bytes} bytes)`,
    );
  }
}

/** Opens and checks an archive; the caller reads its table files and closes it. */
export async function openBackupArchive(path: string, options: InspectOptions = {}): Promise<OpenedBackupArchive> {
  const zip = await openOrRefuse(path);
  try {
    const { manifestEntry, tableEntries, files } = await readDirectory(zip, options);
    if (!manifestEntry) throw new BackupArchiveError('The archive has no manifest.json: it is not a Heirloom backup');
    let text: string;
    try {
      text = (await readSmallEntry(zip, manifestEntry, MAX_MANIFEST_BYTES)).toString('utf8');
    } catch (error) {
      throw new BackupArchiveError(`The archive's manifest.json cannot be read: ${(error as Error).message}`);
    }
    const manifest = parseBackupManifest(text);
    checkAgainstManifest(manifest, tableEntries, files, options.knownSchemaVersions ?? knownSchemaVersions());
    return { manifest, zip, tableEntries, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * Checks an archive without touching anything: a readable zip (a truncated one fails), a valid manifest of a format
 * and schema this build reads, every entry name safe and inside data/ or files/, every table file present and the
 * file count and size as the manifest says. Returns the manifest; throws BackupArchiveError otherwise.
 */
export async function inspectBackupArchive(path: string, options: InspectOptions = {}): Promise<BackupManifest> {
  const archive = await openBackupArchive(path, options);
  archive.close();
  return archive.manifest;
}
