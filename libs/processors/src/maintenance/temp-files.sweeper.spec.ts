import { StorageService } from '@heirloom/storage';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORPHAN_TEMP_AGE_MS, TempFilesSweeper } from './temp-files.sweeper';

describe(TempFilesSweeper.name, () => {
  let root: string;
  let sweeper: TempFilesSweeper;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'heirloom-sweeper-'));
    sweeper = new TempFilesSweeper({ tempPath: () => join(root, 'tmp', 'next') } as unknown as StorageService);
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  describe('sweep', () => {
    it('removes only the temporary files nobody has written to for a day', async () => {
      mkdirSync(join(root, 'tmp'));
      const stale = join(root, 'tmp', 'stale');
      const fresh = join(root, 'tmp', 'fresh');
      writeFileSync(stale, 'half an upload');
      writeFileSync(fresh, 'an upload in progress');
      const old = new Date(Date.now() - ORPHAN_TEMP_AGE_MS - 60_000);
      utimesSync(stale, old, old);

      expect(await sweeper.sweep()).toBe(1);
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
    });

    it('does nothing when the folder does not exist yet', async () => {
      expect(await sweeper.sweep()).toBe(0);
    });
  });
});
