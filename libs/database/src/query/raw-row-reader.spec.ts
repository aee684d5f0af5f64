import { AppConfig } from '@heirloom/config';
import { buildDataSourceOptions, Family, Photo, User } from '@heirloom/database';
import { DataSource, ObjectLiteral, Repository } from 'typeorm';
import { DriverUtils } from 'typeorm/driver/DriverUtils';
import { RawRowReader } from './raw-row-reader';

/** Every column of the entity, read with the driver's own conversion of each value: what read() must give. */
function hydratedByDriver<T extends ObjectLiteral>(repository: Repository<T>, alias: string, row: ObjectLiteral): Record<string, unknown> {
  const driver = repository.manager.connection.driver;
  const entity: Record<string, unknown> = {};
  for (const column of repository.metadata.columns) {
    entity[column.propertyName] = driver.prepareHydratedValue(row[DriverUtils.buildAlias(driver, undefined, alias, column.databaseName)], column);
  }
  return entity;
}

function readerOfEveryColumn<T extends ObjectLiteral>(repository: Repository<T>, alias: string): RawRowReader<T, keyof T & string> {
  return new RawRowReader(
    repository,
    alias,
    repository.metadata.columns.map((column) => column.propertyName as keyof T & string),
  );
}

/**
 * Values of every kind either client may hand back for a column (better-sqlite3: numbers, strings, null; mysql2:
 * also Dates for DATETIME, 0/1 for BOOLEAN, BIGINT as a number or, past 2^53, a string), and a few no client should.
 */
const VALUES: unknown[] = [
  null,
  undefined,
  0,
  -0,
  1,
  42,
  -7,
  1.5,
  2 ** 53 + 2,
  '42',
  '9007199254740993',
  '',
  'text',
  '2024-05-01 10:20:30.123',
  '2024-05-01T10:20:30.123Z',
  new Date(Date.UTC(2024, 4, 1, 10, 20, 30, 123)),
  true,
  false,
];

/** Dates as their time, so that two Invalid Dates (from a string no client returns for a date) compare equal. */
function comparable(entity: ObjectLiteral): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entity).map(([key, value]) => [key, value instanceof Date ? { date: value.getTime() } : value]));
}

/** The same value in every column of a row. */
function rowOf<T extends ObjectLiteral>(repository: Repository<T>, alias: string, value: unknown): ObjectLiteral {
  const driver = repository.manager.connection.driver;
  return Object.fromEntries(repository.metadata.columns.map((column) => [DriverUtils.buildAlias(driver, undefined, alias, column.databaseName), value]));
}

/** Every column of Photo and User, read from rows holding each kind of value either client returns. */
function expectDriverValues(dataSource: DataSource): void {
  for (const entity of [Photo, User]) {
    const repository = dataSource.getRepository<ObjectLiteral>(entity);
    const reader = readerOfEveryColumn(repository, 'x');
    for (const value of VALUES) {
      const row = rowOf(repository, 'x', value);
      expect({ value, read: comparable(reader.read(row)) }).toStrictEqual({ value, read: comparable(hydratedByDriver(repository, 'x', row)) });
    }
  }
}

describe(RawRowReader.name, () => {
  describe('on SQLite', () => {
    let dataSource: DataSource;

    beforeEach(async () => {
      // The real schema, migrated into an in-memory SQLite database.
      dataSource = await new DataSource(buildDataSourceOptions({ database: { type: 'sqlite', path: ':memory:' } } as AppConfig)).initialize();
      await dataSource.runMigrations();
    });

    afterEach(() => dataSource.destroy());

    it('reads stored photos and users as the driver hydrates them, and as getMany does', async () => {
      const user = await dataSource.getRepository(User).save({ email: 'ada@example.com', name: 'Ada', passwordHash: 'x', lastSeenAt: new Date('2024-03-04T05:06:07.089Z') });
      const family = await dataSource.getRepository(Family).save({ name: 'Lovelace', createdBy: user.id });
      const photos = dataSource.getRepository(Photo);
      const common = {
        familyId: family.id,
        uploadedBy: user.id,
        uploadDate: new Date('2024-01-02T03:04:05.678Z'),
        originalFilename: 'a.jpg',
        mimeType: 'image/jpeg',
        width: 640,
        height: 480,
        originalKey: 'o',
        thumbnailKey: 't',
        previewKey: 'p',
      };
      // One photo with every optional column empty, one with all of them set (and a size past 32 bits).
      await photos.save({ ...common, sortDate: '2024-01-02T03:04:05', sizeBytes: 1234, sha256: 'a' });
      await photos.save({
        ...common,
        sortDate: '1990-12-25T00:00:00',
        sizeBytes: 5_000_000_000,
        sha256: 'b',
        description: 'Christmas',
        location: 'Home',
        displayLocation: 'London, England, United Kingdom',
        takenDate: '1990-12-25',
        fuzzyDateText: 'Christmas 1990',
        dateRangeStart: '1990-12-25',
        dateRangeEnd: '1990-12-25',
        takenDatePrecision: 'day',
        dateCertainty: 'exact',
        monthDay: '12-25',
        cameraInfo: 'Canon',
        cameraSettings: 'f/2.8',
        hasGps: true,
        gpsLatitude: 51.5,
        gpsLongitude: -0.12,
        gpsAltitude: 0,
        thumbnailStatus: 'failed',
        derivativesBytes: 99,
        derivativesFailedAt: new Date('2024-06-07T08:09:10.111Z'),
      });

      for (const [repository, alias] of [
        [photos, 'p'],
        [dataSource.getRepository(User), 'u'],
      ] as const) {
        const reader = readerOfEveryColumn<ObjectLiteral>(repository as Repository<ObjectLiteral>, alias);
        const rows: ObjectLiteral[] = await reader.query().orderBy(`${alias}.id`).getRawMany();
        const entities = await reader.query().orderBy(`${alias}.id`).getMany();
        expect(rows).toHaveLength(repository === photos ? 2 : 1);
        rows.forEach((row, i) => {
          expect(reader.read(row)).toStrictEqual(hydratedByDriver(repository as Repository<ObjectLiteral>, alias, row));
          expect(reader.read(row)).toEqual({ ...entities[i] });
        });
      }
    });

    it('gives what the driver gives for every column and every kind of value', () => expectDriverValues(dataSource));

    it('copies plain text and number columns as they are, and converts only the others through the driver', () => {
      const repository = dataSource.getRepository(Photo);
      const reader = readerOfEveryColumn(repository, 'p');
      const hydrate = jest.spyOn(dataSource.driver, 'prepareHydratedValue');
      reader.read(rowOf(repository, 'p', 1));
      expect(hydrate.mock.calls.map(([, column]) => column.propertyName).sort()).toEqual(
        ['deletedAt', 'derivativesBytes', 'derivativesFailedAt', 'hasGps', 'playbackBytes', 'sizeBytes', 'updatedAt', 'uploadDate'].sort(),
      );
    });
  });

  describe('on MySQL', () => {
    // The driver and the metadata only: nothing here connects to a server.
    let dataSource: DataSource;

    beforeAll(async () => {
      dataSource = new DataSource(buildDataSourceOptions({ database: { type: 'mysql', url: 'mysql://nobody@127.0.0.1:1/none' } } as AppConfig));
      await dataSource['buildMetadatas']();
    });

    it('gives what the driver gives for every column and every kind of value', () => expectDriverValues(dataSource));

    it('reads a photo row as mysql2 returns it (DATETIME as a Date, BOOLEAN as 0/1, BIGINT as a number or string)', () => {
      const repository = dataSource.getRepository(Photo);
      const reader = readerOfEveryColumn(repository, 'p');
      const row = {
        ...rowOf(repository, 'p', null),
        p_id: 7,
        p_family_id: 2,
        p_uploaded_by: 3,
        p_description: 'Christmas',
        p_upload_date: new Date('2024-01-02T03:04:05.678Z'),
        p_updated_at: new Date('2024-01-02T03:04:05.678Z'),
        p_sort_date: '1990-12-25T00:00:00',
        p_has_gps: 1,
        p_gps_latitude: 51.5,
        p_size_bytes: '9007199254740993',
        p_derivatives_bytes: 12,
        p_width: 640,
      };
      const photo = reader.read(row);
      expect(photo).toStrictEqual(hydratedByDriver(repository, 'p', row));
      expect(photo).toMatchObject({ id: 7, hasGps: true, sizeBytes: 9007199254740992, derivativesBytes: 12, uploadDate: row.p_upload_date, description: 'Christmas' });
    });
  });
});
