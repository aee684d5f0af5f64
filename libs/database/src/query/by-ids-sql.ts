/** The largest count of ids whose SQL is kept (a page has up to 100 photos, a day of memories a few hundred). */
const BY_IDS_CACHED = 500;

/**
 * A SELECT built once (sqlOf), completed per call with `WHERE a.id IN (?, …)`, optionally `AND +a.family_id IN (?, …)`
 * and a fixed condition. One SQL string per count of ids (and of families) is kept: the query builder would otherwise
 * rebuild and re-escape the same statement on every request, and the driver's statement cache hash a new string of a
 * kilobyte or more each time.
 */
export class ByIdsSql {
  private readonly byCounts = new Map<string, string>();

  constructor(
    private readonly select: string,
    private readonly alias: string,
    private readonly condition?: string,
  ) {}

  /**
   * The statement for `ids` ids (and `families` family ids after them, when scoped): its values are the ids, then the
   * family ids. The unary plus keeps the family condition a filter of the rows the ids found: it must not pick an
   * index (SQLite would otherwise read every row of the families through (family_id, …) to find twenty).
   */
  sqlFor(ids: number, families = 0): string {
    const key = `${ids} ${families}`;
    let sql = this.byCounts.get(key);
    if (sql === undefined) {
      const parts = [`${this.alias}.id IN (${placeholders(ids)})`];
      if (families > 0) parts.push(`+${this.alias}.family_id IN (${placeholders(families)})`);
      if (this.condition) parts.push(this.condition);
      sql = `${this.select} WHERE ${parts.join(' AND ')}`;
      if (ids <= BY_IDS_CACHED) this.byCounts.set(key, sql);
    }
    return sql;
  }
}

const placeholders = (count: number): string => new Array<string>(count).fill('?').join(', ');
