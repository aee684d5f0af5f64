import { QueryFailedError } from 'typeorm';

/** A write refused by a unique index, on SQLite or MariaDB. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError && /UNIQUE constraint failed|Duplicate entry|ER_DUP_ENTRY/i.test(error.message);
