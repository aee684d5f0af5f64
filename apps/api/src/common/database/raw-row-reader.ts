import { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { DriverUtils } from 'typeorm/driver/DriverUtils';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

interface Field<T> {
  property: keyof T & string;
  column: ColumnMetadata;
  /** The column's key in a raw row, as TypeORM aliases it (`p_family_id`). */
  key: string;
}

/**
 * Reads chosen columns of an entity from raw rows, without TypeORM's entity hydration (instances, relation maps,
 * every column): on hot read paths that costs more than the query itself. Each value still goes through the
 * driver's own conversion (dates, booleans, transformers), so the result holds what `getMany` would have.
 */
export class RawRowReader<T extends ObjectLiteral, K extends keyof T & string> {
  private readonly fields: Array<Field<T>>;

  constructor(
    private readonly repository: Repository<T>,
    readonly alias: string,
    properties: readonly K[],
  ) {
    const driver = repository.manager.connection.driver;
    this.fields = properties.map((property) => {
      const column = repository.metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${repository.metadata.name} has no column ${property}`);
      return { property, column, key: DriverUtils.buildAlias(driver, undefined, alias, column.databaseName) };
    });
  }

  /** A query on the entity (under `alias`) that selects exactly these columns. */
  query(): SelectQueryBuilder<T> {
    return this.repository.createQueryBuilder(this.alias).select(this.fields.map(({ property }) => `${this.alias}.${property}`));
  }

  read(row: ObjectLiteral): Pick<T, K> {
    const driver = this.repository.manager.connection.driver;
    const entity: Partial<T> = {};
    for (const { property, column, key } of this.fields) entity[property] = driver.prepareHydratedValue(row[key], column);
    return entity as Pick<T, K>;
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
