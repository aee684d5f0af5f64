import { BackupArchiveError } from './backup.errors';
import { classifyEntryName, fileEntryName, isArchivableStorageKey, tableEntryName } from './entry-name';

describe('entry names', () => {
  describe(classifyEntryName.name, () => {
    it.each([
      ['manifest.json', { kind: 'manifest' }],
      ['data/users.jsonl', { kind: 'table', table: 'users' }],
      ['data/family_members.jsonl', { kind: 'table', table: 'family_members' }],
      ['files/originals/12/3f2a.jpg', { kind: 'file', key: 'originals/12/3f2a.jpg' }],
      ['files/thumbnails/1/a-b_c.webp', { kind: 'file', key: 'thumbnails/1/a-b_c.webp' }],
      ['data/', { kind: 'folder' }],
      ['files/', { kind: 'folder' }],
      ['files/originals/12/', { kind: 'folder' }],
    ])('reads %p', (name, expected) => {
      expect(classifyEntryName(name)).toEqual(expected);
    });

    it.each([
      ['../etc/passwd', /outside its folder/],
      ['files/../../etc/passwd', /outside its folder/],
      ['files/originals/../../x', /outside its folder/],
      ['data/../manifest.json', /outside its folder/],
      ['/etc/passwd', /absolute path/],
      ['/files/originals/a.jpg', /absolute path/],
      ['C:/windows/evil.dll', /absolute path/],
      ['c:evil', /absolute path/],
      ['files\\originals\\a.jpg', /backslash/],
      ['files/originals/..\\..\\x', /backslash/],
      ['files/originals/a\0.jpg', /NUL/],
      ['', /empty/],
      ['files//originals/a.jpg', /not normalised/],
      ['files/./originals/a.jpg', /not normalised/],
      ['./manifest.json', /not normalised/],
      ['notes.txt', /outside data\/ and files\//],
      ['data/users.json', /outside data\/ and files\//],
      ['data/sub/users.jsonl', /outside data\/ and files\//],
      ['data/drop table.jsonl', /not a table name/],
      ['data/.jsonl', /not a table name/],
      ['files/backups/1.zip', /not a valid storage key/],
      ['files/tmp/upload.bin', /not a valid storage key/],
      ['files/originals/with space.jpg', /not a valid storage key/],
      ['files/originals/ünïcode.jpg', /not a valid storage key/],
      ['files', /outside data\/ and files\//],
      ['x'.repeat(2000), /too long/],
    ])('refuses %p', (name, reason) => {
      expect(() => classifyEntryName(name)).toThrow(BackupArchiveError);
      expect(() => classifyEntryName(name)).toThrow(reason);
    });

    it('names the entry in the message', () => {
      expect(() => classifyEntryName('../secret')).toThrow('"../secret"');
    });
  });

  describe(isArchivableStorageKey.name, () => {
    it.each(['originals/1/a.jpg', 'previews/22/x.webp', 'avatars/u.png', 'a'])('accepts %p', (key) => {
      expect(isArchivableStorageKey(key)).toBe(true);
    });

    it.each(['backups/x.zip', 'tmp/a', 'backups', 'tmp', 'a//b', 'a/./b', 'a/../b', '/a', 'a/', 'lost+found', '.DS_Store'])('refuses %p', (key) => {
      expect(isArchivableStorageKey(key)).toBe(false);
    });
  });

  it('builds the names it reads back', () => {
    expect(classifyEntryName(tableEntryName('photos'))).toEqual({ kind: 'table', table: 'photos' });
    expect(classifyEntryName(fileEntryName('originals/1/a.jpg'))).toEqual({ kind: 'file', key: 'originals/1/a.jpg' });
  });
});
