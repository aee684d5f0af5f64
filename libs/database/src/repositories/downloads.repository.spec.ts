import { DataSource } from 'typeorm';
import { Download, DownloadItem, Family, Photo, User } from '../entities';
import { openMigratedMemoryDatabase } from '../testing';
import { DownloadsRepository, NewDownloadItem } from './downloads.repository';
import { PhotosRepository } from './photos.repository';

describe(`${DownloadsRepository.name} on SQLite`, () => {
  const now = new Date('2026-11-26T10:00:00.000Z');
  let dataSource: DataSource;
  let repository: DownloadsRepository;
  let userId: number;
  let familyId: number;
  let n = 0;

  const addPhoto = async (family = familyId): Promise<Photo> =>
    dataSource.getRepository(Photo).save({
      familyId: family,
      uploadedBy: userId,
      uploadDate: now,
      sortDate: '2026-11-26T10:00:00',
      originalFilename: `IMG_${++n}.JPG`,
      mimeType: 'image/jpeg',
      sizeBytes: 1000 + n,
      width: 1,
      height: 1,
      sha256: String(n).padStart(64, '0'),
      originalKey: `originals/${family}/${n}.jpg`,
      thumbnailKey: `thumbnails/${family}/${n}.webp`,
      previewKey: `previews/${family}/${n}.webp`,
    });
  const itemOf = (photo: Photo, position: number): NewDownloadItem => ({
    position,
    photoId: photo.id,
    entryName: photo.originalFilename,
    originalKey: photo.originalKey,
    sizeBytes: photo.sizeBytes,
    modifiedAt: photo.uploadDate,
  });
  const newDownload = (expiresAt: Date, count: number) => ({ userId, familyId, tokenHash: String(++n).padStart(64, 'a'), itemCount: count, sizeBytes: 1, expiresAt });

  beforeEach(async () => {
    dataSource = await openMigratedMemoryDatabase();
    repository = new DownloadsRepository(dataSource.getRepository(Download), dataSource.getRepository(DownloadItem));
    userId = (await dataSource.getRepository(User).save({ email: 'u@example.com', name: 'U', passwordHash: 'x' })).id;
    familyId = (await dataSource.getRepository(Family).save({ name: 'F', createdBy: userId })).id;
  });

  afterEach(() => dataSource.destroy());

  it('stores a download with 1,200 items (several multi-row inserts) and reads them back in order', async () => {
    const photo = await addPhoto();
    const items = Array.from({ length: 1200 }, (_, position) => ({ ...itemOf(photo, position), entryName: `e${position}.jpg` }));
    const download = await repository.create(newDownload(now, items.length), items);
    const read = await repository.getItems(download.id);
    expect(read).toHaveLength(1200);
    expect(read.map((item) => item.entryName)).toEqual(items.map((item) => item.entryName));
    expect(read[0]).toMatchObject({ photoId: photo.id, sizeBytes: photo.sizeBytes, originalKey: photo.originalKey, modifiedAt: now });
  });

  it('writes nothing when an item refers to a photo that is gone', async () => {
    const photo = await addPhoto();
    const gone = { ...itemOf(photo, 1), photoId: photo.id + 999 };
    await expect(repository.create(newDownload(now, 2), [itemOf(photo, 0), gone])).rejects.toThrow(/FOREIGN KEY/);
    expect(await dataSource.getRepository(Download).count()).toBe(0);
    expect(await dataSource.getRepository(DownloadItem).count()).toBe(0);
  });

  it('loses the item of a deleted photo, so the download can tell', async () => {
    const [kept, deleted] = [await addPhoto(), await addPhoto()];
    const download = await repository.create(newDownload(now, 2), [itemOf(kept, 0), itemOf(deleted, 1)]);
    await new PhotosRepository(dataSource.getRepository(Photo)).delete(deleted.id);
    expect((await repository.getItems(download.id)).map((item) => item.photoId)).toEqual([kept.id]);
  });

  it('deletes the downloads that expired before the cut-off, with their items, and no others', async () => {
    const photo = await addPhoto();
    const old = await repository.create(newDownload(new Date(now.getTime() - 1), 1), [itemOf(photo, 0)]);
    const current = await repository.create(newDownload(now, 1), [itemOf(photo, 0)]);
    expect(await repository.deleteExpiredBefore(now)).toBe(1);
    expect(await repository.getByTokenHash(old.tokenHash)).toBeNull();
    expect(await repository.getItems(old.id)).toEqual([]);
    expect(await repository.getByTokenHash(current.tokenHash)).toMatchObject({ id: current.id });
    expect(await repository.deleteExpiredBefore(now)).toBe(0);
  });
});

describe(`${PhotosRepository.name}.getOriginalsOf on SQLite`, () => {
  it('answers only the photos of the family among the ids, past one chunk of ids', async () => {
    const dataSource = await openMigratedMemoryDatabase();
    try {
      const users = dataSource.getRepository(User);
      const userId = (await users.save({ email: 'u@example.com', name: 'U', passwordHash: 'x' })).id;
      const [mine, theirs] = [(await dataSource.getRepository(Family).save({ name: 'A', createdBy: userId })).id, (await dataSource.getRepository(Family).save({ name: 'B', createdBy: userId })).id];
      const photo = (familyId: number, i: number) => ({
        familyId,
        uploadedBy: userId,
        uploadDate: new Date(),
        sortDate: '2026-01-01T00:00:00',
        originalFilename: `p${i}.jpg`,
        mimeType: 'image/jpeg',
        sizeBytes: i,
        width: 1,
        height: 1,
        sha256: String(i).padStart(64, '0'),
        originalKey: `originals/${familyId}/${i}.jpg`,
        thumbnailKey: 't',
        previewKey: 'p',
      });
      const saved = await dataSource.getRepository(Photo).save([photo(mine, 1), photo(theirs, 2), photo(mine, 3)]);
      const repository = new PhotosRepository(dataSource.getRepository(Photo));
      const ids = [...Array.from({ length: 1500 }, (_, i) => 10_000 + i), ...saved.map((p) => p.id)];
      const found = await repository.getOriginalsOf(mine, ids);
      expect(found.map((p) => p.id).sort()).toEqual([saved[0].id, saved[2].id].sort());
      expect(found[0]).toMatchObject({ originalFilename: expect.any(String), originalKey: expect.any(String), sizeBytes: expect.any(Number) });
    } finally {
      await dataSource.destroy();
    }
  });
});
