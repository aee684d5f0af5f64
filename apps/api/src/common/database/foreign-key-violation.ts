import { NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

/** A write refused because a row it refers to is gone (e.g. the photo was deleted meanwhile), on SQLite or MariaDB. */
export const isForeignKeyViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError && /FOREIGN KEY constraint failed|ER_NO_REFERENCED_ROW|foreign key constraint fails/i.test(error.message);

/** Runs a write that refers to a row checked a moment ago; if that row was deleted meanwhile, answers 404 with `message`. */
export async function writeOrNotFound<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new NotFoundException(message);
    throw error;
  }
}
