/** The largest count of ids whose SQL is kept (a page has up to 100 photos, a day of memories a few hundred). */
const BY_IDS_CACHED = 500;

/**
 * A SELECT built once (sqlOf), completed per call with `WHERE a.id IN (?, …)` and a fixed condition. One SQL string
 * per count of ids is kept: the query builder would otherwise rebuild and re-escape the same statement on every
 * request, and the driver's statement cache hash a new string of a kilobyte or more each time.
 *
 * Nothing else may narrow the rows here. MariaDB ignores SQLite's unary plus, so a condition on an indexed column
 * (`+p.family_id IN (…)`) lets it read every row of those families through that index instead of the ids' keys: 5 to
 * 15 ms for a search's twenty photos at 1,000,000 photos, against 0.5 ms by the keys. Callers check such things on
 * the rows read.
 */
export class ByIdsSql {
  private readonly byCount = new Map<number, string>();

  constructor(
    private readonly select: string,
    private readonly alias: string,
    private readonly condition?: string,
  ) {}

  /** The statement for `ids` ids, its values the ids. */
  sqlFor(ids: number): string {
    let sql = this.byCount.get(ids);
    if (sql === undefined) {
      const where = `${this.alias}.id IN (${new Array<string>(ids).fill('?').join(', ')})`;
      sql = `${this.select} WHERE ${this.condition ? `${where} AND ${this.condition}` : where}`;
      if (ids <= BY_IDS_CACHED) this.byCount.set(ids, sql);
    }
    return sql;
  }
}
