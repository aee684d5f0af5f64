import { DataSource } from 'typeorm';
import { openMigratedMemoryDatabase } from './sqlite-memory';

/** How a spec builds its world (a repository and what it needs around it) on a migrated SQLite database, and in memory. */
export interface WorldMakers<W> {
  sqlite(dataSource: DataSource): W | Promise<W>;
  memory(): W;
}

/**
 * Runs the same scenarios against a repository on SQLite and against its in-memory fake: the rules the fake copies
 * (the last admin, account removal) are then held to the real SQL, and the service specs that use the fake can
 * trust it. `world()` is the current test's world.
 */
export function describeBothWays<W>(title: string, make: WorldMakers<W>, scenarios: (world: () => W) => void): void {
  describe.each(['on SQLite', 'in memory (the fake the service specs use)'])(`${title} %s`, (where) => {
    let dataSource: DataSource | undefined;
    let current: W;

    beforeEach(async () => {
      dataSource = where === 'on SQLite' ? await openMigratedMemoryDatabase() : undefined;
      current = dataSource ? await make.sqlite(dataSource) : make.memory();
    });

    afterEach(() => dataSource?.destroy());

    scenarios(() => current);
  });
}
