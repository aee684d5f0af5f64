import { getMetadataArgsStorage } from 'typeorm';

/**
 * Text a file brings along (EXIF camera names, file names, later QuickTime tags) can be any length, while its
 * column holds a set number of characters: MariaDB in strict mode refuses a longer value (the whole row fails), SQLite
 * keeps it and a backup of it would then not restore on MariaDB. Such text is cut to fit here, driven by the lengths
 * the entities declare, so no length is written twice.
 */

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The text cut to at most `maxChars` characters as the databases count them (code points: an emoji is one, as
 * in a utf8mb4 column), never between the two halves of a surrogate pair.
 */
export function cutToLength(text: string, maxChars: number): string {
  // UTF-16 units are never fewer than code points: a text this short fits as it is.
  if (text.length <= maxChars) return text;
  let end = 0;
  for (let chars = 0; chars < maxChars && end < text.length; chars++) {
    end += isHighSurrogate(text.charCodeAt(end)) && isLowSurrogate(text.charCodeAt(end + 1)) ? 2 : 1;
  }
  return text.slice(0, end);
}

/** An entity class whose instances are T. */
type EntityClass<T extends object = object> = abstract new (...args: never[]) => T;

const lengthsByEntity = new WeakMap<EntityClass, ReadonlyMap<string, number>>();

/** The declared character length of each text column of the entity, by property name. */
function textColumnLengths(entity: EntityClass): ReadonlyMap<string, number> {
  let lengths = lengthsByEntity.get(entity);
  if (!lengths) {
    const columns = getMetadataArgsStorage().filterColumns(entity);
    lengths = new Map(
      columns
        .filter((column) => column.options.length !== undefined && /char/i.test(String(column.options.type ?? '')))
        .map((column) => [column.propertyName, Number(column.options.length)]),
    );
    lengthsByEntity.set(entity, lengths);
  }
  return lengths;
}

/** The declared length of one text column, e.g. columnLength(Photo, 'originalFilename') → 255. */
export function columnLength<T extends object>(entity: EntityClass<T>, property: keyof T & string): number {
  const length = textColumnLengths(entity).get(property);
  if (length === undefined) throw new Error(`${entity.name}.${property} is not a text column with a length`);
  return length;
}

/**
 * A copy of the row with every text value cut to its column's length. Text a person types is refused with 400 at
 * the edge (DTOs) long before this; what this cuts is text that came inside a file.
 */
export function fitTextColumns<T extends object>(entity: EntityClass<T>, row: Partial<T>): Partial<T> {
  const fitted: Record<string, unknown> = { ...row };
  for (const [property, length] of textColumnLengths(entity)) {
    const value = fitted[property];
    if (typeof value === 'string') fitted[property] = cutToLength(value, length);
  }
  return fitted as Partial<T>;
}
