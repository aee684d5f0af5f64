/**
 * Raw query rows differ by driver: SQLite answers instants as 'YYYY-MM-DD HH:MM:SS.SSS' text (UTC) and
 * booleans as 0/1; MariaDB answers Date objects, and counts as strings.
 */
export const toInstant = (value: Date | string): Date => (value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`));

export const toBoolean = (value: number | boolean | string): boolean => value === true || Number(value) === 1;
