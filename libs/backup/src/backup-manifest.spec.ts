import { BackupArchiveError } from './backup.errors';
import { parseBackupManifest } from './backup-manifest';

const valid = {
  format_version: 1,
  app_version: '0.1.0',
  schema_version: 'Photos1764200000000',
  created_at: '2025-01-02T03:04:05.678Z',
  created_by: { id: 1, name: 'Ada' },
  database: 'sqlite',
  counts: { users: 3, families: 1 },
  files: { count: 2, bytes: 1234 },
};

const parse = (change: Record<string, unknown>) => () => parseBackupManifest(JSON.stringify({ ...valid, ...change }));

describe(parseBackupManifest.name, () => {
  it('returns a valid manifest as it is', () => {
    expect(parseBackupManifest(JSON.stringify(valid))).toEqual(valid);
    expect(parseBackupManifest(JSON.stringify({ ...valid, created_by: null })).created_by).toBeNull();
  });

  it('names an unsupported format version and what to do', () => {
    expect(parse({ format_version: 2 })).toThrow(/format version 2.*reads version 1/);
  });

  it.each([
    ['not JSON', '{"format_version": 1,', /not valid JSON/],
    ['an array', '[]', /not a JSON object/],
    ['empty', '', /not valid JSON/],
  ])('refuses a manifest that is %s', (_label, text, reason) => {
    expect(() => parseBackupManifest(text)).toThrow(BackupArchiveError);
    expect(() => parseBackupManifest(text)).toThrow(reason);
  });

  it.each([
    [{ format_version: '1' }, /format_version is missing/],
    [{ schema_version: '' }, /schema_version is missing/],
    [{ app_version: 3 }, /app_version is missing/],
    [{ created_at: '2025-01-02' }, /created_at/],
    [{ created_by: { id: 'x', name: 'Ada' } }, /created_by/],
    [{ created_by: 'Ada' }, /created_by/],
    [{ database: 'postgres' }, /database/],
    [{ counts: { users: -1 } }, /counts/],
    [{ counts: { users: 1.5 } }, /counts/],
    [{ counts: [] }, /counts/],
    [{ files: { count: 1 } }, /files/],
  ])('refuses %p', (change, reason) => {
    expect(parse(change)).toThrow(reason);
  });
});
