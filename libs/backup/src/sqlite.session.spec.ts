import Database from 'better-sqlite3';
import { join } from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { openSqliteTransaction } from './sqlite.session';
import { temporaryFolders } from './testing/temp-dirs';

const folder = temporaryFolders('heirloom-sqlite-session-');

describe('a restore’s SQLite transaction', () => {
  it('empties a table row by row (its triggers fire for each) in statements of a few milliseconds, the event loop turning between them', async () => {
    const file = join(folder(), 'data.db');
    const setup = new Database(file);
    setup.exec(`CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT);
      CREATE TABLE deleted (n INTEGER);
      INSERT INTO deleted VALUES (0);
      CREATE TRIGGER rows_delete AFTER DELETE ON rows BEGIN UPDATE deleted SET n = n + 1; END;`);
    const insert = setup.prepare('INSERT INTO rows (body) VALUES (?)');
    setup.transaction(() => {
      for (let i = 0; i < 4500; i++) insert.run(`row ${i}`);
    })();
    setup.close();

    const transaction = await openSqliteTransaction({ options: { database: file } } as unknown as DataSource);
    let turns = 0;
    let emptied = false;
    const counting = (async () => {
      while (!emptied) {
        await turn();
        turns += 1;
      }
    })();
    await transaction.emptyTable('rows');
    emptied = true;
    await counting;
    expect(await transaction.query('SELECT COUNT(*) AS n FROM rows')).toEqual([{ n: 0n }]);
    expect(await transaction.query('SELECT n FROM deleted')).toEqual([{ n: 4500n }]);
    // The first statement deletes 100 rows, then as many as fit in its time: the loop turned between them.
    expect(turns).toBeGreaterThanOrEqual(2);
    await transaction.commit();
    await transaction.release();
  });
});
