import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { recoverInterruptedRestores, swapInStagedFiles } from './file-swap';
import { createStaging, discardStaging, stagingParent } from './restore-staging';
import { temporaryFolders } from './testing/temp-dirs';

const newFolder = temporaryFolders('heirloom-swap-');

const put = (root: string, key: string, content: string) => {
  mkdirSync(dirname(join(root, key)), { recursive: true });
  writeFileSync(join(root, key), content);
};
const read = (root: string, key: string) => (existsSync(join(root, key)) ? readFileSync(join(root, key), 'utf8') : undefined);

/** A storage root with current files, an archive in backups/, an upload in tmp/. */
function storage() {
  const root = newFolder();
  put(root, 'originals/1/old.jpg', 'old original');
  put(root, 'thumbnails/1/old.webp', 'old thumbnail');
  put(root, 'avatars/u.png', 'only in current');
  put(root, 'backups/7.zip', 'an archive');
  put(root, 'tmp/upload.bin', 'half an upload');
  return root;
}

describe(swapInStagedFiles.name, () => {
  it('replaces every stored folder with the staged ones and leaves backups/ and tmp/ alone', async () => {
    const root = storage();
    const staging = await createStaging(root);
    put(staging.filesDir, 'originals/1/new.jpg', 'new original');
    put(staging.filesDir, 'previews/1/new.webp', 'new preview');
    await swapInStagedFiles(root, staging);
    expect(read(root, 'originals/1/new.jpg')).toBe('new original');
    expect(read(root, 'previews/1/new.webp')).toBe('new preview');
    expect(read(root, 'originals/1/old.jpg')).toBeUndefined();
    expect(existsSync(join(root, 'thumbnails'))).toBe(false);
    expect(existsSync(join(root, 'avatars'))).toBe(false);
    expect(read(root, 'backups/7.zip')).toBe('an archive');
    expect(read(root, 'tmp/upload.bin')).toBe('half an upload');
    expect(readdirSync(stagingParent(root))).toEqual(['upload.bin']);
  });
});

describe(recoverInterruptedRestores.name, () => {
  it('finishes a swap that stopped halfway after the data was committed', async () => {
    const root = storage();
    const staging = await createStaging(root);
    put(staging.filesDir, 'originals/1/new.jpg', 'new original');
    put(staging.filesDir, 'thumbnails/1/new.webp', 'new thumbnail');
    // As a crash would leave it: plan written, originals swapped, thumbnails not yet, lock gone stale.
    writeFileSync(join(staging.dir, 'swap-plan.json'), JSON.stringify({ aside: ['avatars', 'originals', 'thumbnails'], into: ['originals', 'thumbnails'] }));
    mkdirSync(staging.asideDir);
    renameSync(join(root, 'originals'), join(staging.asideDir, 'originals'));
    renameSync(join(staging.filesDir, 'originals'), join(root, 'originals'));
    await staging.unlock();

    expect(await recoverInterruptedRestores(root)).toEqual({ completed: 1, discarded: 0 });
    expect(read(root, 'originals/1/new.jpg')).toBe('new original');
    expect(read(root, 'thumbnails/1/new.webp')).toBe('new thumbnail');
    expect(read(root, 'thumbnails/1/old.webp')).toBeUndefined();
    expect(existsSync(join(root, 'avatars'))).toBe(false);
    expect(readdirSync(stagingParent(root))).toEqual(['upload.bin']);
  });

  it('discards the staging folder of a restore that stopped before committing, leaving the files as they were', async () => {
    const root = storage();
    const staging = await createStaging(root);
    put(staging.filesDir, 'originals/1/new.jpg', 'new original');
    await staging.unlock();
    expect(await recoverInterruptedRestores(root)).toEqual({ completed: 0, discarded: 1 });
    expect(read(root, 'originals/1/old.jpg')).toBe('old original');
    expect(readdirSync(stagingParent(root))).toEqual(['upload.bin']);
  });

  it('leaves alone the staging folder of a restore still running', async () => {
    const root = storage();
    const staging = await createStaging(root);
    expect(await recoverInterruptedRestores(root)).toEqual({ completed: 0, discarded: 0 });
    expect(existsSync(staging.filesDir)).toBe(true);
    await discardStaging(staging);
    expect(readdirSync(stagingParent(root))).toEqual(['upload.bin']);
  });

  it('does nothing without a tmp folder', async () => {
    expect(await recoverInterruptedRestores(newFolder())).toEqual({ completed: 0, discarded: 0 });
  });
});
