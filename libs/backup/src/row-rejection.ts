/**
 * MariaDB/MySQL errors (strict mode) meaning "this row does not fit the table": a NOT NULL, unique, check or foreign
 * key constraint, or a value the column cannot hold.
 */
const MYSQL_ROW_REJECTIONS = new Set([
  'ER_BAD_NULL_ERROR',
  'ER_NO_DEFAULT_FOR_FIELD',
  'ER_DUP_ENTRY',
  'ER_CHECK_CONSTRAINT_VIOLATED',
  'ER_CONSTRAINT_FAILED',
  'ER_NO_REFERENCED_ROW',
  'ER_NO_REFERENCED_ROW_2',
  'ER_DATA_TOO_LONG',
  'ER_WARN_DATA_OUT_OF_RANGE',
  'ER_TRUNCATED_WRONG_VALUE',
  'ER_TRUNCATED_WRONG_VALUE_FOR_FIELD',
  'WARN_DATA_TRUNCATED',
]);

/** The driver's error code: better-sqlite3 and mysql2 set `code`; TypeORM's QueryFailedError copies it or keeps the driver's error. */
function codeOf(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = candidate?.code ?? candidate?.driverError?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether a failed insert was the database refusing the rows themselves (so the archive is at fault), as opposed to
 * the database being unavailable, busy or out of space. Duck-typed on the code, never with instanceof: the driver's
 * error class may come from another JavaScript realm than the caller's (better-sqlite3 keeps the error constructor
 * of the first realm that loaded it, as Jest's per-file module registries show).
 */
export function isRowRejection(error: unknown): boolean {
  const code = codeOf(error);
  if (code === undefined) return false;
  return code.startsWith('SQLITE_CONSTRAINT') || code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG' || MYSQL_ROW_REJECTIONS.has(code);
}

/** The database's own words for what it refused, whatever the error object looks like. */
export const rejectionMessage = (error: unknown): string => String((error as { message?: unknown } | null)?.message ?? error);
