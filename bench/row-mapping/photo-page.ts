import 'reflect-metadata';
import { AppConfig } from '@heirloom/config';
import { buildDataSourceOptions, Family, Photo, PHOTO_FIELDS, PLACEHOLDER, RawRowReader, sqlOf, User } from '@heirloom/database';
import { DataSource, ObjectLiteral } from 'typeorm';
import { PlainRowMapper } from './plain-row-mapper';

/** Photos in the page every variant reads: a photo page is 100 at most; On This Day answers a few dozen. */
export const PAGE_ROWS = 100;

/**
 * How a page of photos is read and turned into objects, each variant on the same SQLite rows:
 * - `floor`: the prepared statement alone, raw rows, no objects (what every variant pays);
 * - `reader`: the same rows through RawRowReader, whose generated object literal the API uses;
 * - `loop`: the same rows, the same conversions, the objects filled in a plain loop (PlainRowMapper);
 * - `typeorm`: TypeORM's own way, the same select through the query builder and `getMany()`, no internals reached.
 */
export const VARIANTS = ['floor', 'reader', 'loop', 'typeorm'] as const;
export type Variant = (typeof VARIANTS)[number];

async function seededDataSource(): Promise<DataSource> {
  const dataSource = await new DataSource(buildDataSourceOptions({ database: { type: 'sqlite', path: ':memory:' } } as AppConfig)).initialize();
  await dataSource.runMigrations();
  const user = await dataSource.getRepository(User).save({ email: 'ada@example.com', name: 'Ada', passwordHash: 'x' });
  const family = await dataSource.getRepository(Family).save({ name: 'Lovelace', createdBy: user.id });
  // Every column a response shows is filled, as in a well-described family library.
  const photos = Array.from({ length: PAGE_ROWS }, (_, i) => ({
    familyId: family.id,
    uploadedBy: user.id,
    uploadDate: new Date(Date.UTC(2024, 0, 1 + i)),
    originalFilename: `photo-${i}.jpg`,
    mimeType: 'image/jpeg',
    width: 4032,
    height: 3024,
    sizeBytes: 5_000_000 + i,
    sha256: `sha-${i}`,
    originalKey: `originals/${i}`,
    thumbnailKey: `thumbnails/${i}`,
    previewKey: `previews/${i}`,
    description: `Christmas at grandmother's, photo ${i}`,
    location: 'Home',
    displayLocation: 'London, England, United Kingdom',
    takenDate: '1990-12-25T10:00:00',
    fuzzyDateText: 'Christmas 1990',
    dateRangeStart: '1990-12-25',
    dateRangeEnd: '1990-12-25',
    takenDatePrecision: 'day' as const,
    dateCertainty: 'exact' as const,
    sortDate: '1990-12-25T10:00:00',
    monthDay: '12-25',
    cameraInfo: 'Canon PowerShot S400',
    cameraSettings: 'f/2.8 1/60s ISO 100',
    hasGps: true,
    gpsLatitude: 51.5,
    gpsLongitude: -0.12,
    gpsAltitude: 11,
    thumbnailStatus: 'ready' as const,
  }));
  await dataSource.getRepository(Photo).insert(photos);
  return dataSource;
}

/** Reads the page `pages` times the variant's way; answers a checksum so that no work can be optimised away. */
export async function readPages(variant: Variant, pages: number): Promise<number> {
  const dataSource = await seededDataSource();
  const repository = dataSource.getRepository(Photo);
  const reader = new RawRowReader(repository, 'p', PHOTO_FIELDS);
  const plain = new PlainRowMapper(repository, 'p', PHOTO_FIELDS);
  const query = (familyId: number | string) => reader.query().where('p.familyId = :familyId', { familyId }).orderBy('p.id');
  const sql = sqlOf(query(PLACEHOLDER), 1);
  const rows = (): Promise<ObjectLiteral[]> => dataSource.query(sql, [1]);
  const read: Record<Variant, () => Promise<ObjectLiteral[]>> = {
    floor: rows,
    reader: async () => (await rows()).map((row) => reader.read(row)),
    loop: async () => (await rows()).map((row) => plain.read(row)),
    typeorm: () => query(1).getMany(),
  };
  let checksum = 0;
  try {
    for (let page = 0; page < pages; page++) {
      const photos = await read[variant]();
      if (photos.length !== PAGE_ROWS) throw new Error(`Expected ${PAGE_ROWS} photos, read ${photos.length}`);
      for (const photo of photos) checksum += Object.keys(photo).length;
    }
  } finally {
    await dataSource.destroy();
  }
  return checksum;
}

if (require.main === module) {
  const [variant, pages] = process.argv.slice(2);
  if (!VARIANTS.includes(variant as Variant) || !(Number(pages) >= 0)) throw new Error(`Usage: photo-page.js <${VARIANTS.join('|')}> <pages>`);
  readPages(variant as Variant, Number(pages)).then((checksum) => console.log(`checksum ${checksum}`));
}
