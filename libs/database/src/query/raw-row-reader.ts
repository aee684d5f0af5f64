import { dialectOf } from '@heirloom/database';
import { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { Driver } from 'typeorm/driver/Driver';
import { DriverUtils } from 'typeorm/driver/DriverUtils';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** Turns a column's raw value into the entity's value; null where that value is the raw one itself. */
type Convert = ((value: unknown) => unknown) | null;

export interface Field<T> {
  property: keyof T & string;
  /** The column's key in a raw row, as TypeORM aliases it (`p_family_id`). */
  key: string;
  convert: Convert;
}

/**
 * Column types that both drivers (typeorm 0.3's AbstractSqliteDriver and MysqlDriver, whose prepareHydratedValue was
 * read for this) hand back exactly as the database client returned them when no transformer is set: no branch of
 * their prepareHydratedValue matches these types. (Booleans, dates, JSON, enums, bigints and
 * decimals do have a branch or may come back as strings, so they keep going through the driver.)
 */
const AS_RETURNED = new Set<ColumnMetadata['type']>([String, 'varchar', 'char', 'text', 'int', 'integer', 'smallint', 'double', 'float', 'real']);

/** The conversion `driver.prepareHydratedValue` makes of this column's raw values, without its type tests per value. */
function converterFor(driver: Driver, column: ColumnMetadata): Convert {
  const hydrate = (value: unknown) => driver.prepareHydratedValue(value, column);
  if (column.transformer) return hydrate;
  if (AS_RETURNED.has(column.type)) return null;
  // A generated id without a declared type is typed Number, which both drivers parseInt: a safe integer comes
  // back as itself, but -0 as 0 (hence the + 0). Anything else (a string, say) takes the driver's own way.
  if (column.type === Number) return (value) => (Number.isSafeInteger(value) ? (value as number) + 0 : hydrate(value));
  return hydrate;
}

/**
 * A function that builds the entity from a raw row as one object literal, `(row) => ({ "id": row["p_id"],
 * "uploadDate": convert[6](row["p_upload_date"]), … })`, generated from the fields (names from the entity's
 * metadata, written as JSON strings). Why generated: an object filled in a loop by computed property names falls into
 * V8's slow dictionary mode past a dozen properties, and so does every later read of it, while the literal is a fast
 * object of one fixed shape. `npm run bench:row-mapping` (bench/row-mapping) counts the instructions of both on a
 * page of photos: the loop costs several times the literal, a material share of reading the page; were that ever
 * no longer so, the plain loop (bench/row-mapping/plain-row-mapper.ts) should replace this.
 */
function compile<T>(fields: Array<Field<T>>): (row: ObjectLiteral) => Record<string, unknown> {
  const properties = fields.map(({ property, key, convert }, index) => {
    const value = `row[${JSON.stringify(key)}]`;
    return `${JSON.stringify(property)}: ${convert === null ? value : `convert[${index}](${value})`}`;
  });
  const build = new Function('convert', `'use strict'; return (row) => ({ ${properties.join(', ')} });`);
  return build(fields.map(({ convert }) => convert)) as (row: ObjectLiteral) => Record<string, unknown>;
}

/** How to read each of the properties from raw rows of the repository's entity, selected under `alias`. */
export function readableFields<T extends ObjectLiteral, K extends keyof T & string>(repository: Repository<T>, alias: string, properties: readonly K[]): Array<Field<T>> {
  const driver = repository.manager.connection.driver;
  // One of the two drivers AS_RETURNED was read from: dialectOf refuses any other.
  dialectOf(driver);
  return properties.map((property) => {
    // As a property name it would set the object's prototype instead of a value.
    if (property === '__proto__') throw new Error('A column named __proto__ cannot be read');
    const column = repository.metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${repository.metadata.name} has no column ${property}`);
    return { property, key: DriverUtils.buildAlias(driver, undefined, alias, column.databaseName), convert: converterFor(driver, column) };
  });
}

/**
 * Reads chosen columns of an entity from raw rows, without TypeORM's entity hydration (instances, relation maps,
 * every column): on hot read paths that costs more than the query itself. Each value gets the driver's own
 * conversion (dates, booleans, transformers), so the result holds what `getMany` would have; the columns the driver
 * returns unchanged are copied as they are (the conversion is chosen once per column, not tested per value).
 */
export class RawRowReader<T extends ObjectLiteral, K extends keyof T & string> {
  private readonly fields: Array<Field<T>>;
  private readonly build: (row: ObjectLiteral) => Record<string, unknown>;

  constructor(
    private readonly repository: Repository<T>,
    readonly alias: string,
    properties: readonly K[],
  ) {
    this.fields = readableFields(repository, alias, properties);
    this.build = compile(this.fields);
  }

  /** A query on the entity (under `alias`) that selects exactly these columns. */
  query(): SelectQueryBuilder<T> {
    return this.repository.createQueryBuilder(this.alias).select(this.fields.map(({ property }) => `${this.alias}.${property}`));
  }

  read(row: ObjectLiteral): Pick<T, K> {
    return this.build(row) as Pick<T, K>;
  }
}

/** Stands for a value while a statement is built: a string, which every driver binds (SQLite inlines numbers). */
export const PLACEHOLDER = 'placeholder';

/**
 * The SQL of a query built once, for a hot path to run as a plain statement with positional values: the query
 * builder otherwise rebuilds and re-escapes the same SQL on every request. Build it with PLACEHOLDER for each value;
 * only for queries whose parameters keep one order, checked by their count.
 */
export function sqlOf<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, parameterCount: number): string {
  const [sql, parameters] = query.getQueryAndParameters();
  if (parameters.length !== parameterCount) throw new Error(`Expected ${parameterCount} parameters, got ${parameters.length}: ${sql}`);
  return sql;
}
