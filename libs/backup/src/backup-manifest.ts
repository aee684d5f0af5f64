import type { Dialect } from '@heirloom/database';
import { BackupArchiveError } from './backup.errors';

/** The archive layout this build writes and reads. Bump it when a reader of today could misread a new archive. */
export const BACKUP_FORMAT_VERSION = 1;

/** The database a dump was taken from, as manifest.json names it. */
export type BackupDatabase = Dialect;

/** manifest.json: what the archive holds and where it comes from. Field names are snake_case like the API's. */
export interface BackupManifest {
  format_version: typeof BACKUP_FORMAT_VERSION;
  app_version: string;
  /** The newest migration applied to the database the dump was taken from. */
  schema_version: string;
  /** ISO 8601 UTC. */
  created_at: string;
  created_by: { id: number; name: string } | null;
  /** The database the dump was taken from (it restores into either). */
  database: BackupDatabase;
  /** Rows per dumped table; every table named here has its data/<table>.jsonl. */
  counts: Record<string, number>;
  files: { count: number; bytes: number };
}

/** A manifest is a few kilobytes; anything far bigger is not one of ours and is not read into memory. */
export const MAX_MANIFEST_BYTES = 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Parses and checks manifest.json; throws BackupArchiveError naming the first thing that is wrong. */
export function parseBackupManifest(text: string): BackupManifest {
  const refuse = (reason: string): never => {
    throw new BackupArchiveError(`The archive's manifest.json is unusable: ${reason}`);
  };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refuse(`it is not valid JSON (${(error as Error).message})`);
  }
  if (!isRecord(value)) return refuse('it is not a JSON object');
  if (value.format_version !== BACKUP_FORMAT_VERSION) {
    if (typeof value.format_version === 'number') {
      throw new BackupArchiveError(
        `The archive uses backup format version ${value.format_version}; this version of Heirloom reads version ` +
          `${BACKUP_FORMAT_VERSION} only. Restore it with the Heirloom version that made it, or a newer one.`,
      );
    }
    refuse('format_version is missing');
  }
  for (const field of ['app_version', 'schema_version'] as const) {
    if (typeof value[field] !== 'string' || value[field] === '') refuse(`${field} is missing`);
  }
  if (typeof value.created_at !== 'string' || !ISO_INSTANT.test(value.created_at)) refuse('created_at is not an ISO 8601 UTC time');
  const createdBy = value.created_by;
  if (createdBy !== null && !(isRecord(createdBy) && Number.isSafeInteger(createdBy.id) && typeof createdBy.name === 'string')) {
    refuse('created_by must be null or {id, name}');
  }
  if (value.database !== 'sqlite' && value.database !== 'mysql') refuse('database must be "sqlite" or "mysql"');
  if (!isRecord(value.counts) || !Object.values(value.counts).every(isCount)) refuse('counts must map table names to row counts');
  const files = value.files;
  if (!isRecord(files) || !isCount(files.count) || !isCount(files.bytes)) refuse('files must be {count, bytes}');
  return value as unknown as BackupManifest;
}
