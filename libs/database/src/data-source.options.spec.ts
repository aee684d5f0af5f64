import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enterWalMode } from './data-source.options';

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

describe('enterWalMode', () => {
  it('tries again while SQLite answers SQLITE_BUSY at once (processes opening a fresh file together), then sets WAL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heirloom-wal-'));
    const db = new Database(join(dir, 'fresh.db'));
    try {
      let refusals = 2;
      const racing = { pragma: (sql: string) => (refusals-- > 0 ? (() => { throw busy(); })() : db.pragma(sql)) };
      await enterWalMode(racing);
      expect(refusals).toBe(-1);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives up after its tries, and at once on any other error', async () => {
    await expect(enterWalMode({ pragma: () => { throw busy(); } }, 2)).rejects.toThrow('database is locked');
    let calls = 0;
    const broken = { pragma: () => { calls++; throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }); } };
    await expect(enterWalMode(broken)).rejects.toThrow('disk I/O error');
    expect(calls).toBe(1);
  });
});
