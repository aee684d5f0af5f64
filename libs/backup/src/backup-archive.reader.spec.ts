import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inspectBackupArchive } from './backup-archive.reader';
import { BackupArchiveError } from './backup.errors';
import { temporaryFolders } from './testing/temp-dirs';
import { FixtureEntry, writeFixtureZip } from './testing/zip-fixture';
import { entryName, openZip, zipEntries } from './zip.reader';
import { ZipWriter } from './zip.writer';

const newFolder = temporaryFolders('heirloom-reader-');
const SCHEMAS = ['AccountsAndFamilies1764100000000', 'Photos1764200000000'];
const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
const manifest = (change: Record<string, unknown> = {}) =>
  JSON.stringify({
    format_version: 1,
    app_version: '0.1.0',
    schema_version: SCHEMAS[0],
    created_at: '2025-01-02T03:04:05.678Z',
    created_by: null,
    database: 'sqlite',
    counts: { users: 1, families: 0 },
    files: { count: 1, bytes: photo.length },
    ...change,
  });
const goodEntries = (): FixtureEntry[] => [
  { name: 'data/users.jsonl', data: '{"id":1,"name":"Ada"}\n', deflate: true },
  { name: 'data/families.jsonl', data: '' },
  { name: 'files/originals/1/a.jpg', data: photo },
  { name: 'manifest.json', data: manifest(), deflate: true },
];

describe(inspectBackupArchive.name, () => {
  const dir = newFolder();
  let sequence = 0;
  const fixture = (entries: FixtureEntry[]) => {
    const path = join(dir, `archive-${++sequence}.zip`);
    writeFixtureZip(path, entries);
    return path;
  };
  const inspect = (path: string, verifyContents = false) => inspectBackupArchive(path, { knownSchemaVersions: SCHEMAS, verifyContents });
  const refused = async (path: string, reason: RegExp, verifyContents = false) => {
    const failure = inspect(path, verifyContents);
    await expect(failure).rejects.toBeInstanceOf(BackupArchiveError);
    await expect(failure).rejects.toThrow(reason);
  };
  const replacing = (name: string, entry: Partial<FixtureEntry> | null) =>
    goodEntries().flatMap((e) => (e.name !== name ? [e] : entry ? [{ ...e, ...entry }] : []));

  it('returns the manifest of a sound archive, with or without reading every entry', async () => {
    const path = fixture(goodEntries());
    expect(await inspect(path)).toMatchObject({ format_version: 1, counts: { users: 1, families: 0 } });
    expect(await inspect(path, true)).toMatchObject({ files: { count: 1, bytes: photo.length } });
  });

  it('defaults to the schema versions of this build', async () => {
    await expect(inspectBackupArchive(fixture(goodEntries()))).resolves.toMatchObject({ schema_version: SCHEMAS[0] });
  });

  it('refuses a truncated archive', async () => {
    const path = fixture(goodEntries());
    truncateSync(path, Math.floor(readFileSync(path).length / 2));
    await refused(path, /not a readable backup archive/);
  });

  it('refuses a file that is not a zip at all', async () => {
    const path = join(dir, 'photo.zip');
    writeFileSync(path, photo);
    await refused(path, /not a readable backup archive/);
  });

  it('refuses a missing file with the same error', async () => {
    await refused(join(dir, 'nowhere.zip'), /not a readable backup archive/);
  });

  it('refuses an archive without manifest.json', async () => {
    await refused(fixture(replacing('manifest.json', null)), /no manifest.json/);
  });

  it('refuses a corrupt manifest', async () => {
    await refused(fixture(replacing('manifest.json', { data: '{"format_version": 1, "sche' })), /manifest.json is unusable: it is not valid JSON/);
  });

  it('refuses a manifest too large to be one', async () => {
    await refused(fixture(replacing('manifest.json', { data: ' '.repeat(2 * 1024 * 1024) })), /manifest.json cannot be read/);
  });

  it('refuses an unsupported format version', async () => {
    await refused(fixture(replacing('manifest.json', { data: manifest({ format_version: 2 }) })), /format version 2/);
  });

  it('refuses an archive from a newer schema, saying what to do', async () => {
    await refused(fixture(replacing('manifest.json', { data: manifest({ schema_version: 'Stories1799999999999' }) })), /newer version of Heirloom.*Upgrade/);
  });

  it.each([
    ['a ../ entry', 'files/../../../tmp/evil.sh', /outside its folder/],
    ['a ../ entry at the top', '../evil.sh', /outside its folder/],
    ['an absolute path', '/etc/cron.d/evil', /absolute path/],
    ['a backslash', 'files\\..\\..\\evil', /backslash/],
    ['a NUL byte', 'files/originals/a.jpg\0.sh', /NUL/],
    ['an entry outside data/ and files/', 'evil.sh', /outside data\/ and files\//],
    ['an archive in the backups folder', 'files/backups/old.zip', /not a valid storage key/],
  ])('refuses %s', async (_label, name, reason) => {
    await refused(fixture([{ name, data: 'x' }, ...goodEntries()]), reason);
  });

  it('refuses a symbolic link', async () => {
    await refused(fixture([...goodEntries(), { name: 'files/originals/1/link.jpg', data: '/etc/passwd', mode: 0o120777 }]), /symbolic link/);
  });

  it('refuses a name that is not UTF-8', async () => {
    const path = fixture([{ name: 'files/originals/1/x.jpg', data: 'x' }, ...goodEntries()]);
    const bytes = readFileSync(path);
    // Replace the name's "x" by a lone continuation byte in the local header and the central directory.
    for (let at = bytes.indexOf('files/originals/1/x.jpg'); at >= 0; at = bytes.indexOf('files/originals/1/x.jpg', at + 1)) bytes[at + 18] = 0x80;
    writeFileSync(path, bytes);
    await refused(path, /not UTF-8/);
  });

  it('refuses an entry twice', async () => {
    await refused(fixture([...goodEntries(), { name: 'data/users.jsonl', data: '' }]), /twice/);
  });

  it('refuses a missing table file', async () => {
    await refused(fixture(replacing('data/users.jsonl', null)), /table file of users is missing/);
  });

  it('refuses a table file the manifest does not list', async () => {
    await refused(fixture([...goodEntries(), { name: 'data/secrets.jsonl', data: '' }]), /does not list: secrets/);
  });

  it('refuses an archive with fewer or more files than its manifest says', async () => {
    await refused(fixture(replacing('files/originals/1/a.jpg', null)), /lists 1 files .* holds 0/);
    await refused(fixture([...goodEntries(), { name: 'files/originals/1/b.jpg', data: photo }]), /holds 2/);
  });

  it('finds damaged contents when asked to read everything', async () => {
    const path = fixture(replacing('files/originals/1/a.jpg', { crc: 12345 }));
    await expect(inspect(path)).resolves.toBeDefined();
    await refused(path, /files\/originals\/1\/a.jpg is damaged: its contents do not match their checksum/, true);
  });
});

describe(ZipWriter.name, () => {
  it('stores photos, deflates JSON, and writes names that the reader accepts', async () => {
    const path = join(newFolder(), 'a.zip');
    const zip = new ZipWriter(path);
    await zip.add('{"id":1}\n'.repeat(1000), { name: 'data/users.jsonl' });
    await zip.add(photo, { name: 'files/originals/1/a.jpg', store: true });
    const size = await zip.finish();
    expect(size).toBe(readFileSync(path).length);
    const opened = await openZip(path);
    const methods: Record<string, number> = {};
    for await (const entry of zipEntries(opened)) methods[entryName(entry)!] = entry.compressionMethod;
    opened.close();
    expect(methods).toEqual({ 'data/users.jsonl': 8, 'files/originals/1/a.jpg': 0 });
  });
});
