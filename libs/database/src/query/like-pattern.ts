/**
 * A LIKE pattern that matches the text anywhere, with %, _ and ! in the text taken literally. '!' is the
 * escape character because a backslash means different things in MariaDB and SQLite string literals.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

export const LIKE_ESCAPE = "ESCAPE '!'";
