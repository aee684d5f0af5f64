import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { measureStoredFiles, walkStoredFiles } from './storage-walk';
import { temporaryFolders } from './testing/temp-dirs';

const newFolder = temporaryFolders('heirloom-walk-');

describe(walkStoredFiles.name, () => {
  it('lists stored files in a stable order, without backups/, tmp/, links or names that are not keys', async () => {
    const root = newFolder();
    const put = (key: string, content = 'x') => {
      mkdirSync(dirname(join(root, key)), { recursive: true });
      writeFileSync(join(root, key), content);
    };
    put('thumbnails/2/b.webp', 'bb');
    put('originals/10/c.jpg', 'ccc');
    put('originals/2/a.jpg', 'a');
    put('backups/1.zip');
    put('backups/1.zip.partial');
    put('tmp/restore-x/files/originals/1/a.jpg');
    put('originals/2/with space.jpg');
    put('lost+found/thing');
    symlinkSync(join(root, 'originals/2/a.jpg'), join(root, 'originals/2/link.jpg'));

    const skipped: string[] = [];
    const keys: string[] = [];
    for await (const file of walkStoredFiles(root, (path) => skipped.push(path))) {
      expect(file.path).toBe(join(root, file.key));
      keys.push(file.key);
    }
    expect(keys).toEqual(['originals/10/c.jpg', 'originals/2/a.jpg', 'thumbnails/2/b.webp']);
    expect(skipped.sort()).toEqual(['lost+found', 'originals/2/link.jpg', 'originals/2/with space.jpg']);
    expect(await measureStoredFiles(root)).toEqual({ count: 3, bytes: 6 });
  });

  it('yields nothing for a missing root', async () => {
    const keys = [];
    for await (const file of walkStoredFiles(join(tmpdir(), 'heirloom-none-' + process.pid))) keys.push(file);
    expect(keys).toEqual([]);
  });
});
