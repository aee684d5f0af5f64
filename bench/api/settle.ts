import { createConnection } from 'mysql2/promise';
import { BenchMode, MARIADB_URL } from './bench-env';

/**
 * Waits until the database has finished the work a run left behind: requests a client gave up on keep running on
 * MariaDB, and would slow the next scenario down. SQLite runs inside the server process, which is idle once answered.
 */
export async function settle(mode: BenchMode): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (mode.name !== 'scaled') return;
  const connection = await createConnection(MARIADB_URL);
  try {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const [rows] = await connection.query(
        "SELECT COUNT(*) AS busy FROM information_schema.PROCESSLIST WHERE DB = ? AND COMMAND = 'Query' AND ID <> CONNECTION_ID()",
        [mode.database],
      );
      if (Number((rows as Array<{ busy: number }>)[0].busy) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await connection.end();
  }
}
