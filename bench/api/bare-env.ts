import { BenchMode, SQLITE_FILE } from './bench-env';
import { ON_THIS_DAY, USER_FAMILIES } from './library';
import { PAGE_FAMILY } from './scenarios';

/** The bare server's environment (see bare-server.ts): the bench user's families and the mode's database. */
export const bareServerEnv = (mode: BenchMode, port: number): Record<string, string> => ({
  BARE_PORT: String(port),
  BARE_FAMILY_IDS: USER_FAMILIES.join(','),
  BARE_PAGE_FAMILY: String(PAGE_FAMILY),
  BARE_DAY: ON_THIS_DAY,
  ...(mode.name === 'scaled' ? { BARE_MYSQL_URL: mode.env.DATABASE_URL } : { BARE_SQLITE_FILE: SQLITE_FILE }),
});
