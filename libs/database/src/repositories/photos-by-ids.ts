import { ObjectLiteral, Repository } from 'typeorm';
import { Photo } from '../entities';
import { ByIdsSql } from '../query/by-ids-sql';
import { inIdOrder } from '../query/in-id-order';
import { sqlOf } from '../query/raw-row-reader';
import { ListedPhoto, PhotoRowReader } from './photo-row';
import { visiblePhoto } from './photo-visibility';

/**
 * The rows of a page whose ids were read first (from an index, in the page's order): each by its key, with its
 * uploader (and its family's name when asked), in the order of the ids; a photo trashed meanwhile is left out.
 */
export class PhotosByIds {
  private readonly rows: PhotoRowReader;
  /** The listed photos' SELECT … FROM … JOIN, built once; each call adds its own WHERE. */
  private readonly sql: ByIdsSql;

  constructor(
    private readonly photos: Repository<Photo>,
    withFamily: boolean,
  ) {
    this.rows = new PhotoRowReader(photos);
    this.sql = new ByIdsSql(sqlOf(this.rows.query(withFamily), 0), 'p', visiblePhoto('p'));
  }

  /** With `familyIds`, only the photos of those families (a search's scope, checked again on the rows it found). */
  async read(ids: readonly number[], familyIds?: readonly number[]): Promise<ListedPhoto[]> {
    if (ids.length === 0) return [];
    const rows: ObjectLiteral[] = await this.photos.query(this.sql.sqlFor(ids.length), [...ids]);
    const photos = rows.map((row) => this.rows.read(row));
    return inIdOrder(ids, familyIds ? ofFamilies(photos, familyIds) : photos);
  }
}

/** The rows of these families only. */
export const ofFamilies = <T extends { familyId: number }>(rows: readonly T[], familyIds: readonly number[]): T[] => {
  const families = new Set(familyIds);
  return rows.filter((row) => families.has(row.familyId));
};
