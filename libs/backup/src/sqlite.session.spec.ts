import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { openSqliteTransaction } from './sqlite.session';
import { temporaryFolders } from './testing/temp-dirs';

const folder = temporaryFolders('heirloom-sqlite-session-');

/** How many times the event loop turned while `work` ran. */
async function turnsDuring(work: () => Promise<void>): Promise<number> {
  let turns = 0;
  let done = false;
  const counting = (async () => {
    while (!done) {
      await turn();
      turns += 1;
    }
  })();
  await work();
  done = true;
  await counting;
  return turns;
}

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
    const turns = await turnsDuring(() => transaction.emptyTable('rows'));
    expect(await transaction.query('SELECT COUNT(*) AS n FROM rows')).toEqual([{ n: 0n }]);
    expect(await transaction.query('SELECT n FROM deleted')).toEqual([{ n: 4500n }]);
    // The first statement deletes 100 rows, then as many as fit in its time: the loop turned between them.
    expect(turns).toBeGreaterThanOrEqual(2);
    await transaction.commit();
    await transaction.release();
  });

  it('runs a statement over every id of a table in ranges of a few milliseconds, the event loop turning between them', async () => {
    const file = join(folder(), 'data.db');
    const setup = new Database(file);
    setup.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT); CREATE TABLE copied (id INTEGER PRIMARY KEY);');
    const insert = setup.prepare('INSERT INTO rows (id, body) VALUES (?, ?)');
    // Ids with gaps, the last far beyond the others.
    setup.transaction(() => {
      for (let id = 1; id <= 9000; id += 2) insert.run(id, `row ${id}`);
      insert.run(50_000, 'the last');
    })();
    setup.close();

    const transaction = await openSqliteTransaction({ options: { database: file } } as unknown as DataSource);
    const turns = await turnsDuring(() => transaction.runOverIds('rows', 'INSERT INTO copied (id) SELECT id FROM rows WHERE id > ? AND id <= ?'));
    expect(await transaction.query('SELECT COUNT(*) AS n, MIN(id) AS first, MAX(id) AS last FROM copied')).toEqual([{ n: 4501n, first: 1n, last: 50_000n }]);
    expect(turns).toBeGreaterThanOrEqual(2);
    await transaction.release();
  });

  it('turns the event loop before each of its statements (a restore’s reference checks and index statements one after another)', async () => {
    const file = join(folder(), 'data.db');
    new Database(file).close();
    const transaction = await openSqliteTransaction({ options: { database: file } } as unknown as DataSource);
    const turns = await turnsDuring(async () => {
      for (let i = 0; i < 3; i++) await transaction.query('SELECT 1');
      for (let i = 0; i < 3; i++) await transaction.execute('CREATE TABLE IF NOT EXISTS t (id INTEGER)');
    });
    expect(turns).toBeGreaterThanOrEqual(6);
    await transaction.release();
  });

  it('commits without copying the WAL into the database file on the event loop: a thread does it, the loop turning meanwhile', async () => {
    const file = join(folder(), 'data.db');
    const setup = new Database(file);
    setup.pragma('journal_mode = WAL');
    setup.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT)');
    setup.close();
    const before = statSync(file).size;

    const transaction = await openSqliteTransaction({ options: { database: file } } as unknown as DataSource);
    // About 6 MB: more than the 1,000 pages past which a commit would checkpoint by itself.
    await transaction.insertRows('rows', ['id', 'body'], Array.from({ length: 20_000 }, (_, i) => [i + 1, 'x'.repeat(300)]));
    const turns = await turnsDuring(() => transaction.commit());
    // The file holds the pages once the commit has returned, not only the WAL (closing the last connection would
    // copy them too).
    expect(statSync(file).size).toBeGreaterThan(before + 5_000_000);
    await transaction.release();
    expect(turns).toBeGreaterThanOrEqual(2);
    const reader = new Database(file, { readonly: true });
    expect(reader.prepare('SELECT COUNT(*) AS n FROM rows').get()).toEqual({ n: 20_000 });
    reader.close();
  });
});
