import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from './app-config';
import { ensurePrivateFile, makeDataPrivate } from './private-files';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe(makeDataPrivate.name, () => {
  it('closes the data and storage folders and the SQLite file of an older install', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'heirloom-private-'));
    const storageDir = join(dataDir, 'storage');
    mkdirSync(storageDir);
    writeFileSync(join(dataDir, 'heirloom.db'), '');
    for (const [path, mode] of [[dataDir, 0o755], [storageDir, 0o755], [join(dataDir, 'heirloom.db'), 0o644]] as const) chmodSync(path, mode);
    makeDataPrivate({ dataDir, storageDir, database: { type: 'sqlite', path: join(dataDir, 'heirloom.db') } } as AppConfig);
    expect([modeOf(dataDir), modeOf(storageDir), modeOf(join(dataDir, 'heirloom.db'))]).toEqual([0o700, 0o700, 0o600]);
  });

  it('passes over what does not exist yet (a fresh install) and a MariaDB database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'heirloom-private-'));
    expect(() => makeDataPrivate({ dataDir, storageDir: join(dataDir, 'not-yet'), database: { type: 'mysql', url: 'mysql://x' } } as AppConfig)).not.toThrow();
    expect(modeOf(dataDir)).toBe(0o700);
  });
});

describe(ensurePrivateFile.name, () => {
  it('makes a missing file 0600 whatever the umask, and leaves an existing one and its content alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'heirloom-private-'));
    const previous = process.umask(0o022);
    try {
      ensurePrivateFile(join(dir, 'new.db'));
      expect(modeOf(join(dir, 'new.db'))).toBe(0o600);
      writeFileSync(join(dir, 'old.db'), 'data');
      ensurePrivateFile(join(dir, 'old.db'));
      expect(statSync(join(dir, 'old.db')).size).toBe(4);
    } finally {
      process.umask(previous);
    }
  });
});
