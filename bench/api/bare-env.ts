import { BenchMode } from './bench-env';
import { BENCH_USER, USER_FAMILIES } from './library';

/** The bare server's environment (see bare-routes.ts): the bench user, their families and the mode's database. */
export const bareServerEnv = (mode: BenchMode, port: number): Record<string, string> => ({
  BARE_PORT: String(port),
  BARE_USER_ID: String(BENCH_USER),
  BARE_FAMILY_IDS: USER_FAMILIES.join(','),
  ...(mode.name === 'scaled' ? { BARE_MYSQL_URL: mode.env.DATABASE_URL } : { BARE_SQLITE_FILE: mode.sqliteFile }),
});
