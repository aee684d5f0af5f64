import { ObjectLiteral, Repository } from 'typeorm';
import { Photo } from '../entities';
import { inIdOrder } from '../query/in-id-order';
import { sqlOf } from '../query/raw-row-reader';
import { ListedPhoto, PhotoRowReader } from './photo-row';
import { visiblePhoto } from './photo-visibility';

/** The largest count of ids whose SQL is kept (a page has up to 100 photos, a day of memories a few hundred). */
const BY_IDS_CACHED = 500;

/**
 * The rows of a page whose ids were read first (from an index, in the page's order): each by its key, with its
 * uploader (and its family's name when asked), in the order of the ids; a photo trashed meanwhile is left out.
 */
export class PhotosByIds {
  private readonly rows: PhotoRowReader;
  /** The listed photos' SELECT … FROM … JOIN, built once; each call adds its own `WHERE p.id IN (?, …)`. */
  private readonly selectSql: string;
  /**
   * selectSql with its WHERE, per count of ids up to BY_IDS_CACHED, built once: one SQL string for each count also
   * spares the driver's statement cache from hashing a new string of 1.2 to 1.5 kB on every call.
   */
  private readonly sqlByCount = new Map<number, string>();

  constructor(
    private readonly photos: Repository<Photo>,
    withFamily: boolean,
  ) {
    this.rows = new PhotoRowReader(photos);
    this.selectSql = sqlOf(this.rows.query(withFamily), 0);
  }

  async read(ids: readonly number[]): Promise<ListedPhoto[]> {
    if (ids.length === 0) return [];
    const rows: ObjectLiteral[] = await this.photos.query(this.sqlFor(ids.length), [...ids]);
    return inIdOrder(ids, rows.map((row) => this.rows.read(row)));
  }

  private sqlFor(count: number): string {
    let sql = this.sqlByCount.get(count);
    if (sql === undefined) {
      sql = `${this.selectSql} WHERE p.id IN (${new Array<string>(count).fill('?').join(', ')}) AND ${visiblePhoto('p')}`;
      if (count <= BY_IDS_CACHED) this.sqlByCount.set(count, sql);
    }
    return sql;
  }
}
