import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LocalDiskStorage } from './local-disk.storage';

describe(LocalDiskStorage.name, () => {
  const make = () => new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'heirloom-storage-')));
  const writeTemp = (storage: LocalDiskStorage, content: string) => {
    const path = storage.tempPath('.bin');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    return path;
  };

  describe('putFile', () => {
    it('moves a finished temporary file under its key', async () => {
      const storage = make();
      const temp = writeTemp(storage, 'hello');
      const stored = await storage.putFile('originals/1/a.jpg', temp);
      expect(stored.size).toBe(5);
      expect(existsSync(temp)).toBe(false);
      expect(readFileSync(storage.localPath('originals/1/a.jpg'), 'utf8')).toBe('hello');
    });
  });

  describe('localPath', () => {
    it.each(['../etc/passwd', 'a/../../b', '/abs/path', '', 'spaces are bad'])('refuses the unsafe key %p', (key) => {
      expect(() => make().localPath(key)).toThrow(/unsafe storage key/);
    });
  });

  describe('delete', () => {
    it('tolerates a missing file', async () => {
      await expect(make().delete('originals/none.jpg')).resolves.toBeUndefined();
    });
  });

  describe('deletePrefix', () => {
    it('removes everything under the prefix and nothing beside it, and tolerates a missing one', async () => {
      const storage = make();
      await storage.putFile('originals/1/a.jpg', writeTemp(storage, 'a'));
      await storage.putFile('originals/12/b.jpg', writeTemp(storage, 'b'));
      await storage.deletePrefix('originals/1/');
      expect(await storage.stat('originals/1/a.jpg')).toBeNull();
      expect(await storage.stat('originals/12/b.jpg')).not.toBeNull();
      await expect(storage.deletePrefix('originals/404/')).resolves.toBeUndefined();
    });
  });

  describe('usedBytes', () => {
    it('sums the files under a prefix and only those', async () => {
      const storage = make();
      await storage.putFile('originals/1/a.jpg', writeTemp(storage, '12345'));
      await storage.putFile('originals/2/b.jpg', writeTemp(storage, '123'));
      await storage.putFile('thumbnails/1/a.webp', writeTemp(storage, '1'));
      expect(await storage.usedBytes('originals/')).toBe(8);
      expect(await storage.usedBytes('thumbnails/')).toBe(1);
      expect(await storage.usedBytes('backups/')).toBe(0);
    });
  });
});
