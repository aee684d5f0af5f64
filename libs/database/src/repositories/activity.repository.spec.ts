import { DataSource } from 'typeorm';
import { ActivityItem, Family, FamilyMember, Photo, User } from '../entities';
import { InMemoryRows, openMigratedMemoryDatabase } from '../testing';
import { ActivityRepository, ActivityRow, groupedPhotosSql, PHOTO_GROUP_MS } from './activity.repository';

describe(`${ActivityRepository.name} on SQLite`, () => {
  const start = Date.UTC(2030, 0, 1);
  let dataSource: DataSource;
  let repository: ActivityRepository;
  let rows: InMemoryRows;

  beforeEach(async () => {
    dataSource = await openMigratedMemoryDatabase();
    repository = new ActivityRepository(dataSource.getRepository(ActivityItem), dataSource);
    rows = new InMemoryRows();
  });

  afterEach(() => dataSource.destroy());

  const addFamilyWithMember = async (userId: number): Promise<number> => {
    const family = await dataSource.getRepository(Family).save({ name: `F${rows.nextId()}`, createdBy: userId });
    await dataSource.getRepository(FamilyMember).save({ familyId: family.id, userId, role: 'admin' });
    return family.id;
  };

  /** Every page from the first, `limit` at a time, as the service asks for them. */
  const allPages = async (familyIds: number[], limit: number): Promise<ActivityRow[][]> => {
    const pages: ActivityRow[][] = [];
    for (let page = await repository.getPage(familyIds, null, limit); page.length > 0; ) {
      pages.push(page);
      if (page.length < limit) break;
      const last = page[page.length - 1];
      page = await repository.getPage(familyIds, { createdAt: last.createdAt, id: last.id }, limit);
    }
    return pages;
  };

  it('pages newest first across families from each family’s index range, leaving out items of trashed photos however many', async () => {
    const user = await dataSource.getRepository(User).save({ email: 'ada@example.com', name: 'Ada', passwordHash: 'x' });
    const families = [await addFamilyWithMember(user.id), await addFamilyWithMember(user.id), await addFamilyWithMember(user.id)];
    const trashed = new Set<number>();
    const expected: Array<{ id: number; at: number }> = [];
    for (let i = 0; i < 90; i++) {
      const familyId = families[i % 3];
      // Two items share each instant across families (ties are broken by id); a run of 40 in the first family is
      // trashed, so that one page must read several batches of candidates.
      const at = new Date(start + Math.floor(i / 2) * 2 * PHOTO_GROUP_MS);
      if (i % 7 === 0) {
        await repository.add({ familyId, type: 'member_joined', actorId: user.id }, at);
        continue;
      }
      const { id: _unsaved, ...fields } = rows.addPhoto(familyId, user.id);
      const photo = await dataSource.getRepository(Photo).save(fields);
      await repository.addPhoto(familyId, user.id, photo.id, at);
      if (familyId === families[0] && i >= 20 && i < 80) {
        await dataSource.getRepository(Photo).update({ id: photo.id }, { deletedAt: at, deletedBy: user.id });
        trashed.add(photo.id);
      }
    }
    const items: Array<{ id: number; created_at: string; photo_id: number | null }> = await dataSource.query(
      `SELECT a.id, a.created_at, ap.photo_id FROM activity a LEFT JOIN activity_photos ap ON ap.activity_id = a.id`,
    );
    for (const item of items) {
      if (item.photo_id === null || !trashed.has(item.photo_id)) expected.push({ id: item.id, at: new Date(`${item.created_at.replace(' ', 'T')}Z`).getTime() });
    }
    expected.sort((a, b) => b.at - a.at || b.id - a.id);
    expect(trashed.size).toBeGreaterThan(10);

    for (const limit of [1, 4, 7]) {
      const pages = await allPages(families, limit);
      expect(pages.flat().map((row) => row.id)).toEqual(expected.map((item) => item.id));
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
    }
    const oneFamily = await allPages([families[0]], 5);
    expect(oneFamily.flat().every((row) => row.family.id === families[0] && row.photos.every((photo) => !trashed.has(photo.id)))).toBe(true);
    expect(await repository.getPage([], null, 5)).toEqual([]);
  });

  it('groups an uploader’s photos into the family’s latest photos_added item for an hour from its start, and only while it is the latest', async () => {
    const [ada, bo] = [
      await dataSource.getRepository(User).save({ email: 'ada@example.com', name: 'Ada', passwordHash: 'x' }),
      await dataSource.getRepository(User).save({ email: 'bo@example.com', name: 'Bo', passwordHash: 'x' }),
    ];
    const familyId = await addFamilyWithMember(ada.id);
    const otherFamilyId = await addFamilyWithMember(ada.id);
    // Joining a group is one statement; only a new group opens a transaction.
    const transactions = jest.spyOn(dataSource.manager, 'transaction');
    const upload = async (actorId: number, at: number, family = familyId): Promise<number> => {
      const { id: _unsaved, ...fields } = rows.addPhoto(family, actorId);
      const photo = await dataSource.getRepository(Photo).save(fields);
      await repository.addPhoto(family, actorId, photo.id, new Date(at));
      const [{ activity_id }] = await dataSource.query('SELECT activity_id FROM activity_photos WHERE photo_id = ?', [photo.id]);
      return Number(activity_id);
    };
    const first = await upload(ada.id, start);
    expect(await upload(ada.id, start + PHOTO_GROUP_MS - 1)).toBe(first);
    // Another family's upload is not this family's latest item.
    const elsewhere = await upload(ada.id, start + 1000, otherFamilyId);
    expect(elsewhere).not.toBe(first);
    expect(await upload(ada.id, start + 2000)).toBe(first);
    // An hour after the group began, a new one.
    const second = await upload(ada.id, start + PHOTO_GROUP_MS);
    expect(second).not.toBe(first);
    // Someone else's upload in between starts theirs; Ada's next photo then starts a new one too.
    const bos = await upload(bo.id, start + PHOTO_GROUP_MS + 1000);
    expect([first, second]).not.toContain(bos);
    const third = await upload(ada.id, start + PHOTO_GROUP_MS + 2000);
    expect([first, second, bos]).not.toContain(third);
    const items: Array<{ id: number; actor_id: number; photos: number }> = await dataSource.query(
      'SELECT a.id, a.actor_id, COUNT(ap.photo_id) AS photos FROM activity a JOIN activity_photos ap ON ap.activity_id = a.id WHERE a.family_id = ? GROUP BY a.id ORDER BY a.id',
      [familyId],
    );
    expect(items.map((item) => [item.id, item.actor_id, item.photos])).toEqual([
      [first, ada.id, 3],
      [second, ada.id, 1],
      [bos, bo.id, 1],
      [third, ada.id, 1],
    ]);
    expect(transactions).toHaveBeenCalledTimes(5);
  });

  it('reads the photos of feed items from the items’ keys, never through the photos’ deleted_at index', async () => {
    // Nearly every photo is outside the trash: read through that index, the statement visited every photo (356 ms at
    // 100,000 photos against 1 ms).
    const user = await dataSource.getRepository(User).save({ email: 'bo@example.com', name: 'Bo', passwordHash: 'x' });
    const familyId = await addFamilyWithMember(user.id);
    for (let i = 0; i < 50; i++) {
      const { id: _unsaved, ...fields } = rows.addPhoto(familyId, user.id);
      await repository.addPhoto(familyId, user.id, (await dataSource.getRepository(Photo).save(fields)).id, new Date(start + i * 60_000));
    }
    await dataSource.query('ANALYZE');
    const plan: Array<{ detail: string }> = await dataSource.query(`EXPLAIN QUERY PLAN ${groupedPhotosSql(3)}`, [1, 2, 3]);
    const steps = plan.map((row) => row.detail).join('\n');
    expect(steps).toMatch(/SEARCH ap USING COVERING INDEX \S+ \(activity_id=\?\)\nSEARCH gp USING INTEGER PRIMARY KEY/);
    expect(steps).not.toMatch(/deleted_at/);
  });
});

