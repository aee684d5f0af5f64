import { DataSource, Repository } from 'typeorm';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner';
import { Family, Photo, User } from '../entities';
import { InMemoryRows, openMigratedMemoryDatabase } from '../testing';
import { StaleSelectionError } from './photo-visibility';
import { PhotosRepository } from './photos.repository';
import { TrashRepository } from './trash.repository';

/** The writes and pages of the media jobs and the owed-jobs sweep, on the real schema. */
describe(`${PhotosRepository.name} on SQLite`, () => {
  let dataSource: DataSource;
  let photos: Repository<Photo>;
  let repository: PhotosRepository;
  let familyId: number;
  let userId: number;

  const addPhoto = async (fields: Partial<Photo> = {}): Promise<number> => {
    const n = (await photos.count()) + 1;
    const photo = await photos.save({
      familyId,
      uploadedBy: userId,
      uploadDate: new Date('2024-01-02T03:04:05.678Z'),
      sortDate: '2024-01-02T03:04:05',
      originalFilename: 'a.jpg',
      mimeType: 'image/jpeg',
      sizeBytes: 1,
      width: 1,
      height: 1,
      sha256: `s${n}`,
      originalKey: `o${n}`,
      thumbnailKey: `t${n}`,
      previewKey: `p${n}`,
      ...fields,
    });
    return photo.id;
  };

  beforeEach(async () => {
    dataSource = await openMigratedMemoryDatabase();
    photos = dataSource.getRepository(Photo);
    repository = new PhotosRepository(photos);
    userId = (await dataSource.getRepository(User).save({ email: 'a@example.com', name: 'A', passwordHash: 'x' })).id;
    familyId = (await dataSource.getRepository(Family).save({ name: 'F' })).id;
  });

  afterEach(() => dataSource.destroy());

  it('creates a photo with one INSERT, answering the row as it is stored', async () => {
    const statements = jest.spyOn(BetterSqlite3QueryRunner.prototype, 'query');
    const uploadDate = new Date('2024-01-02T03:04:05.678Z');
    // A new photo is what the upload gives: none of the columns the database or the worker fill in later.
    /* eslint-disable @typescript-eslint/no-unused-vars */
    const { id, thumbnailStatus, derivativesBytes, derivativesVersion, derivativesFailedAt, playbackProgress, playbackKey, playbackBytes, updatedAt, deletedAt, deletedBy, family, uploader, ...newPhoto } =
      new InMemoryRows().addPhoto(familyId, userId, { uploadDate, mediaType: 'video', mimeType: 'video/mp4', durationSeconds: 5, playbackStatus: 'ready', monthDay: '01-02' });
    /* eslint-enable @typescript-eslint/no-unused-vars */
    const created = await repository.create(newPhoto);
    expect(statements.mock.calls.map(([sql]) => sql.split(' ')[0])).toEqual(['INSERT']);
    statements.mockRestore();
    const { family: _family, uploader: _uploader, ...stored } = (await photos.findOneByOrFail({ id: created.id })) as Photo;
    expect(created.id).toBeGreaterThan(0);
    expect(created).toEqual(stored);
    expect(stored).toMatchObject({ thumbnailStatus: 'pending', derivativesBytes: 0, playbackBytes: 0, derivativesVersion: null, updatedAt: uploadDate });
  });

  describe('a page of the family', () => {
    /** The plan of a statement, one step a line. */
    const planOf = async (sql: string, parameters: unknown[]): Promise<string> =>
      ((await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)) as Array<{ detail: string }>).map((row) => row.detail).join('\n');

    /** The family's index range, from the day when there is one (SQLite writes < for <= and > for >=). */
    const rangeOf = (order: 'asc' | 'desc', from: string | null) => `(family_id=?${from === null ? '' : order === 'desc' ? ' AND sort_date<?' : ' AND sort_date>?'})`;

    it.each([
      ['desc', null],
      ['asc', null],
      ['desc', '2024-01-02'],
      ['asc', '2024-01-02'],
    ] as const)('%s from %s: the first page reads its rows along the index range; a deeper one its ids from the index alone, then their rows by key', async (order, from) => {
      const ids = [await addPhoto(), await addPhoto(), await addPhoto({ deletedAt: new Date() }), await addPhoto()];
      const visible = order === 'asc' ? [ids[0], ids[1], ids[3]] : [ids[3], ids[1], ids[0]];
      const statements = jest.spyOn(photos, 'query');

      expect((await repository.getPage(familyId, order, 0, 2, from)).map((photo) => photo.id)).toEqual(visible.slice(0, 2));
      expect(statements).toHaveBeenCalledTimes(1);
      const [firstSql, firstParameters] = statements.mock.calls[0] as [string, unknown[]];
      const firstPlan = await planOf(firstSql, firstParameters);
      expect(firstPlan).toContain(`SEARCH p USING INDEX IDX_photos_family_sort ${rangeOf(order, from)}`);
      expect(firstPlan).not.toMatch(/TEMP B-TREE/);

      statements.mockClear();
      expect((await repository.getPage(familyId, order, 1, 5, from)).map((photo) => photo.id)).toEqual(visible.slice(1));
      expect(statements).toHaveBeenCalledTimes(2);
      const [[idsSql, idsParameters], [rowsSql, rowsParameters]] = statements.mock.calls as Array<[string, unknown[]]>;
      // A deep page's OFFSET skips entries of the index, which holds deleted_at too: never a row, and no sort.
      expect(await planOf(idsSql, idsParameters)).toBe(`SEARCH p USING COVERING INDEX IDX_photos_family_sort ${rangeOf(order, from)}`);
      expect(await planOf(rowsSql, rowsParameters)).toMatch(/^SEARCH p USING INTEGER PRIMARY KEY \(rowid=\?\)\n/);
    });
  });

  describe("a page of the family's trash", () => {
    it('reads the family trash index in its order: neither the other families’ trash nor a sort', async () => {
      const otherFamily = (await dataSource.getRepository(Family).save({ name: 'G' })).id;
      const trash = new TrashRepository(photos);
      const mine = [];
      for (let i = 0; i < 3; i++) mine.push(await addPhoto({ deletedAt: new Date(Date.UTC(2025, 0, 1 + i)) }));
      await addPhoto({ familyId: otherFamily, deletedAt: new Date(Date.UTC(2025, 0, 9)) });
      await addPhoto();
      const statements = jest.spyOn(BetterSqlite3QueryRunner.prototype, 'query');

      expect((await trash.getPage(familyId, null, 0, 2)).map((photo) => photo.id)).toEqual([mine[2], mine[1]]);
      const [sql, parameters] = statements.mock.calls.find(([text]) => /deleted_at/.test(text))! as [string, unknown[]];
      statements.mockRestore();
      const plan = ((await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)) as Array<{ detail: string }>).map((row) => row.detail).join('\n');
      expect(plan).toMatch(/^SEARCH p USING INDEX IDX_photos_family_trash \(family_id=\? AND deleted_at>\?\)\n/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    });
  });

  describe('getIdsWaitingFor', () => {
    it('pages the photos waiting for each kind of work along the primary key', async () => {
      const pending = [await addPhoto(), await addPhoto(), await addPhoto()];
      const uncounted = await addPhoto({ thumbnailStatus: 'ready' });
      await addPhoto({ thumbnailStatus: 'ready', derivativesBytes: 10 });
      await addPhoto({ thumbnailStatus: 'failed' });
      const unplaced = await addPhoto({ thumbnailStatus: 'ready', derivativesBytes: 10, hasGps: true, gpsLatitude: 1, gpsLongitude: 2 });
      await addPhoto({ thumbnailStatus: 'ready', derivativesBytes: 10, hasGps: true, gpsLatitude: 1, gpsLongitude: 2, displayLocation: 'Paris' });

      const video = { mediaType: 'video' as const, thumbnailStatus: 'ready' as const, derivativesBytes: 10 };
      const unread = await addPhoto({ ...video, playbackStatus: 'pending' });
      const copying = [await addPhoto({ ...video, playbackStatus: 'pending', durationSeconds: 3 }), await addPhoto({ ...video, playbackStatus: 'processing', durationSeconds: 4 })];
      await addPhoto({ ...video, playbackStatus: 'ready', durationSeconds: 5 });
      await addPhoto({ ...video, playbackStatus: 'failed', durationSeconds: 6 });

      expect(await repository.getIdsWaitingFor('derivatives', 0, 2)).toEqual(pending.slice(0, 2));
      expect(await repository.getIdsWaitingFor('derivatives', pending[1], 2)).toEqual(pending.slice(2));
      expect(await repository.getIdsWaitingFor('derivatives-bytes', 0, 10)).toEqual([uncounted]);
      expect(await repository.getIdsWaitingFor('place', 0, 10)).toEqual([unplaced]);
      expect(await repository.getIdsWaitingFor('video-metadata', 0, 10)).toEqual([unread]);
      expect(await repository.getIdsWaitingFor('playback', 0, 10)).toEqual(copying);
      expect(await repository.getIdsWaitingFor('playback', copying[0], 10)).toEqual(copying.slice(1));
    });

    it.each([
      ['derivatives', 'IDX_photos_owed_thumbnail'],
      ['video-metadata', 'IDX_photos_owed_video_metadata'],
      ['playback', 'IDX_photos_owed_playback'],
      ['place', 'IDX_photos_owed_place'],
    ] as const)('looks for the photos owed %s in their partial index, not along every photo', async (work, index) => {
      const statements = jest.spyOn(BetterSqlite3QueryRunner.prototype, 'query');
      await repository.getIdsWaitingFor(work, 0, 10);
      const [sql, parameters] = statements.mock.calls[0];
      statements.mockRestore();
      const plan = (await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)).map((row: { detail: string }) => row.detail).join('\n');
      expect(plan).toMatch(new RegExp(`SEARCH p USING (COVERING )?INDEX ${index} \\(id>\\?\\)`));
    });
  });

  describe('the derivatives', () => {
    it('records them ready with their bytes and a new version (clearing a failure), and answers null for a photo deleted meanwhile', async () => {
      const id = await addPhoto();
      await repository.recordDerivativesFailed(id, new Date('2024-05-01T00:00:00.000Z'));
      expect(await repository.getRow(id)).toMatchObject({ thumbnailStatus: 'failed', derivativesVersion: null, derivativesFailedAt: new Date('2024-05-01T00:00:00.000Z') });

      const first = await repository.recordDerivativesReady(id, 1234);
      expect(first).toMatch(/^[\w-]{8}$/);
      expect(await repository.getRow(id)).toMatchObject({ thumbnailStatus: 'ready', derivativesBytes: 1234, derivativesVersion: first, derivativesFailedAt: null });
      const second = await repository.recordDerivativesReady(id, 1234);
      expect(second).not.toBe(first);
      expect((await repository.getRow(id))?.derivativesVersion).toBe(second);

      await repository.recordDerivativesFailed(id, new Date('2024-05-02T00:00:00.000Z'));
      expect((await repository.getRow(id))?.derivativesVersion).toBeNull();

      await repository.delete(id);
      expect(await repository.recordDerivativesReady(id, 1234)).toBeNull();
    });

    it('gives the derivatives made before versions were kept one from their original, and leaves the others alone', async () => {
      const unversioned = await addPhoto({ thumbnailStatus: 'ready', sha256: 'abcdef0123456789' });
      const versioned = await addPhoto({ thumbnailStatus: 'ready', derivativesVersion: 'kept' });
      const pending = await addPhoto();
      await repository.fillMissingDerivativesVersions();
      expect((await repository.getRow(unversioned))?.derivativesVersion).toBe('abcdef01');
      expect((await repository.getRow(versioned))?.derivativesVersion).toBe('kept');
      expect((await repository.getRow(pending))?.derivativesVersion).toBeNull();
    });

    it('counts the bytes of a photo stored before they were counted, and never overwrites a count', async () => {
      const uncounted = await addPhoto({ thumbnailStatus: 'ready' });
      const counted = await addPhoto({ thumbnailStatus: 'ready', derivativesBytes: 99 });
      await repository.recordDerivativesBytes(uncounted, 500);
      await repository.recordDerivativesBytes(counted, 500);
      expect((await repository.getRow(uncounted))?.derivativesBytes).toBe(500);
      expect((await repository.getRow(counted))?.derivativesBytes).toBe(99);
    });
  });

  describe('the place', () => {
    it('reads the position and writes the place name', async () => {
      const id = await addPhoto({ hasGps: true, gpsLatitude: 48.85, gpsLongitude: 2.35 });
      expect(await repository.getGps(id)).toEqual({ id, hasGps: true, gpsLatitude: 48.85, gpsLongitude: 2.35 });
      await repository.setDisplayLocation(id, 'Paris, France');
      expect((await repository.getRow(id))?.displayLocation).toBe('Paris, France');
      expect(await repository.getGps(404)).toBeNull();
    });
  });

  describe('a selection changed at once (Select mode)', () => {
    const state = async () => (await photos.find({ order: { id: 'ASC' } })).map(({ id, fuzzyDateText, deletedAt }) => ({ id, fuzzyDateText, deletedAt }));

    it('dates all of them, or none when one went to the trash since it was chosen (rolled back)', async () => {
      const ids = [await addPhoto(), await addPhoto(), await addPhoto()];
      await repository.setManyInFamily(familyId, ids.slice(0, 2), { fuzzyDateText: 'summer 1975' });
      expect((await state()).map((p) => p.fuzzyDateText)).toEqual(['summer 1975', 'summer 1975', null]);
      await photos.update({ id: ids[2] }, { deletedAt: new Date() });
      const before = await state();
      await expect(repository.setManyInFamily(familyId, ids, { fuzzyDateText: '1960s' })).rejects.toBeInstanceOf(StaleSelectionError);
      expect(await state()).toEqual(before);
    });

    it('moves all of them to the trash, or none when one is of another family or in the trash already (rolled back)', async () => {
      const trash = new TrashRepository(photos);
      const ids = [await addPhoto(), await addPhoto()];
      const elsewhere = await addPhoto({ familyId: (await dataSource.getRepository(Family).save({ name: 'G' })).id });
      const before = await state();
      await expect(trash.moveManyToTrash(familyId, [...ids, elsewhere], userId, new Date())).rejects.toBeInstanceOf(StaleSelectionError);
      expect(await state()).toEqual(before);
      await trash.moveManyToTrash(familyId, ids, userId, new Date('2025-01-01T00:00:00Z'));
      expect((await state()).map((p) => p.deletedAt?.toISOString() ?? null)).toEqual(['2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', null]);
      await expect(trash.moveManyToTrash(familyId, ids, userId, new Date())).rejects.toBeInstanceOf(StaleSelectionError);
    });
  });
  describe('getStoredBytes (family_storage, kept by triggers)', () => {
    const summed = async () => {
      const [{ n }] = await dataSource.query('SELECT COALESCE(SUM(size_bytes + derivatives_bytes + playback_bytes), 0) AS n FROM photos');
      return Number(n);
    };

    it('follows every write of a photo: added, its derivatives and playback copy recorded, moved to another family, deleted', async () => {
      const other = (await dataSource.getRepository(Family).save({ name: 'G' })).id;
      const first = await addPhoto({ sizeBytes: 1000 });
      const second = await addPhoto({ sizeBytes: 250 });
      expect(await repository.getStoredBytes()).toBe(1250);
      await repository.recordDerivativesReady(first, 300);
      await repository.recordPlaybackReady(second, 'playback/key.mp4', 4000);
      expect(await repository.getStoredBytes()).toBe(5550);
      await photos.update({ id: second }, { familyId: other });
      const perFamily = await dataSource.query('SELECT family_id, stored_bytes FROM family_storage ORDER BY family_id');
      expect(perFamily.map((row: { family_id: number; stored_bytes: number }) => [row.family_id, Number(row.stored_bytes)])).toEqual([
        [familyId, 1300],
        [other, 4250],
      ]);
      await repository.delete(first);
      expect(await repository.getStoredBytes()).toBe(4250);
      expect(await repository.getStoredBytes()).toBe(await summed());
    });

    it('is counted afresh from the photos by recountStoredBytes (after a restore)', async () => {
      await addPhoto({ sizeBytes: 700 });
      await dataSource.query('UPDATE family_storage SET stored_bytes = 5');
      expect(await repository.getStoredBytes()).toBe(5);
      await repository.recountStoredBytes();
      expect(await repository.getStoredBytes()).toBe(700);
    });
  });
});
