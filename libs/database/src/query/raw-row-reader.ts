import { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { Driver } from 'typeorm/driver/Driver';
import { DriverUtils } from 'typeorm/driver/DriverUtils';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** Turns a column's raw value into the entity's value; null where that value is the raw one itself. */
type Convert = ((value: unknown) => unknown) | null;

interface Field<T> {
  property: keyof T & string;
  /** The column's key in a raw row, as TypeORM aliases it (`p_family_id`). */
  key: string;
  convert: Convert;
}

/**
 * The drivers whose prepareHydratedValue was read for AS_RETURNED (typeorm 0.3: AbstractSqliteDriver, MysqlDriver;
 * MariaDB runs on the latter). Any other driver converts every column through its own prepareHydratedValue.
 */
const READ_DRIVERS = new Set<string>(['better-sqlite3', 'mysql', 'mariadb']);

/**
 * Column types that both drivers hand back exactly as the database client returned them when no transformer is
 * set: no branch of their prepareHydratedValue matches these types. (Booleans, dates, JSON, enums, bigints and
 * decimals do have a branch or may come back as strings, so they keep going through the driver.)
 */
const AS_RETURNED = new Set<ColumnMetadata['type']>([String, 'varchar', 'char', 'text', 'int', 'integer', 'smallint', 'double', 'float', 'real']);

/** The conversion `driver.prepareHydratedValue` makes of this column's raw values, without its type tests per value. */
function converterFor(driver: Driver, column: ColumnMetadata): Convert {
  const hydrate = (value: unknown) => driver.prepareHydratedValue(value, column);
  if (column.transformer || !READ_DRIVERS.has(driver.options.type)) return hydrate;
  if (AS_RETURNED.has(column.type)) return null;
  // A generated id without a declared type is typed Number, which both drivers parseInt: a safe integer comes
  // back as itself, but -0 as 0 (hence the + 0). Anything else (a string, say) takes the driver's own way.
  if (column.type === Number) return (value) => (Number.isSafeInteger(value) ? (value as number) + 0 : hydrate(value));
  return hydrate;
}

/**
 * A function that builds the entity from a raw row as one object literal, `(row) => ({ "id": row["p_id"],
 * "uploadDate": convert[6](row["p_upload_date"]), … })`, generated from the fields (names from the entity's
 * metadata, written as JSON strings). An object filled in a loop, by computed property names, would end up in V8's
 * slow dictionary mode past a dozen properties, and so would every read of it; the literal is a fast object of one
 * fixed shape. On 82 photos (On This Day) the loop took 90 to 170 µs, the literal 55 µs, and the responses built
 * from its objects a little less again.
 */
function compile<T>(fields: Array<Field<T>>): (row: ObjectLiteral) => Record<string, unknown> {
  const properties = fields.map(({ property, key, convert }, index) => {
    if (property === '__proto__') throw new Error('A column named __proto__ cannot be read');
    const value = `row[${JSON.stringify(key)}]`;
    return `${JSON.stringify(property)}: ${convert === null ? value : `convert[${index}](${value})`}`;
  });
  const build = new Function('convert', `'use strict'; return (row) => ({ ${properties.join(', ')} });`);
  return build(fields.map(({ convert }) => convert)) as (row: ObjectLiteral) => Record<string, unknown>;
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
    const driver = repository.manager.connection.driver;
    this.fields = properties.map((property) => {
      const column = repository.metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${repository.metadata.name} has no column ${property}`);
      return { property, key: DriverUtils.buildAlias(driver, undefined, alias, column.databaseName), convert: converterFor(driver, column) };
    });
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
export function sqlOf(query: SelectQueryBuilder<ObjectLiteral>, parameterCount: number): string {
  const [sql, parameters] = query.getQueryAndParameters();
  if (parameters.length !== parameterCount) throw new Error(`Expected ${parameterCount} parameters, got ${parameters.length}: ${sql}`);
  return sql;
}
