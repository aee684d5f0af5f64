import { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { containsPattern, LIKE_ESCAPE } from '../../query/like-pattern';

export interface AdminPage<T> {
  rows: T[];
  /** Rows matching the search in all, beyond the page too. */
  total: number;
}

/** How a list of the admin panel reads its table: the row with its counts, and where a search text is looked for. */
export interface AdminListing<T> {
  table: string;
  /** The alias the table's columns are read under in `select` and `searched`. */
  alias: string;
  /** Adds the row's columns, joins and counts to a query on the table. */
  select: (query: SelectQueryBuilder<ObjectLiteral>) => SelectQueryBuilder<ObjectLiteral>;
  /** Columns holding the search text anywhere (as LIKE, %, _ and ! taken literally). */
  searched: string[];
  /** A raw row as either driver returns it, as the row. */
  read: (raw: ObjectLiteral) => T;
}

/** One list of the admin panel: pages newest first (created_at, then id), with their total, and one row by id. */
export class AdminList<T> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly listing: AdminListing<T>,
  ) {}

  async getPage(page: number, perPage: number, search?: string): Promise<AdminPage<T>> {
    const { alias } = this.listing;
    const rows = await this.filtered(this.listing.select(this.from()), search)
      .orderBy(`${alias}.created_at`, 'DESC')
      .addOrderBy(`${alias}.id`, 'DESC')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .getRawMany<ObjectLiteral>();
    const total = await this.filtered(this.from().select('COUNT(*)', 'total'), search).getRawOne<{ total: string | number }>();
    return { rows: rows.map(this.listing.read), total: Number(total?.total ?? 0) };
  }

  async getById(id: number): Promise<T | null> {
    const row = await this.listing.select(this.from()).where(`${this.listing.alias}.id = :id`, { id }).getRawOne<ObjectLiteral>();
    return row ? this.listing.read(row) : null;
  }

  private from(): SelectQueryBuilder<ObjectLiteral> {
    return this.dataSource.createQueryBuilder().from(this.listing.table, this.listing.alias);
  }

  private filtered(query: SelectQueryBuilder<ObjectLiteral>, search?: string): SelectQueryBuilder<ObjectLiteral> {
    if (!search) return query;
    const matches = this.listing.searched.map((column) => `${this.listing.alias}.${column} LIKE :pattern ${LIKE_ESCAPE}`);
    return query.where(`(${matches.join(' OR ')})`, { pattern: containsPattern(search) });
  }
}
