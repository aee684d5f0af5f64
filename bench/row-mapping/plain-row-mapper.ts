import { readableFields } from '@heirloom/database';
import { ObjectLiteral, Repository } from 'typeorm';

/**
 * RawRowReader without generated code: the same fields and conversions, the object filled in a loop. The plain way,
 * measured against the generated literal the API uses; were it ever as cheap, it should replace that.
 */
export class PlainRowMapper<T extends ObjectLiteral, K extends keyof T & string> {
  private readonly fields;

  constructor(repository: Repository<T>, alias: string, properties: readonly K[]) {
    this.fields = readableFields(repository, alias, properties);
  }

  read(row: ObjectLiteral): Pick<T, K> {
    const entity: Record<string, unknown> = {};
    for (const { property, key, convert } of this.fields) entity[property] = convert === null ? row[key] : convert(row[key]);
    return entity as Pick<T, K>;
  }
}
