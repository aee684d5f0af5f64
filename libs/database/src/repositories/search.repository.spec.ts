import { DataSource } from 'typeorm';
import { Comment, Family, Photo, Story, User } from '../entities';
import { InMemoryRows, openMigratedMemoryDatabase } from '../testing';
import { SearchRepository } from './search.repository';

/**
 * The rows a search found, read by id as raw rows: in the order of the ids, with what a result card shows, and never a
 * row outside the families asked for or on a trashed photo, whatever ids the index handed over.
 */
describe(`${SearchRepository.name} on SQLite`, () => {
  let dataSource: DataSource;
  let repository: SearchRepository;
  let ada: User;
  let ben: User;
  let ours: Family;
  let theirs: Family;
  const photos: Record<'kept' | 'other' | 'trashed' | 'theirs', Photo> = {} as never;

  beforeEach(async () => {
    dataSource = await openMigratedMemoryDatabase();
    repository = new SearchRepository(dataSource.getRepository(Photo), dataSource.getRepository(Story), dataSource.getRepository(Comment));
    ada = await dataSource.getRepository(User).save({ email: 'ada@example.com', name: 'Ada', passwordHash: 'x' });
    ben = await dataSource.getRepository(User).save({ email: 'ben@example.com', name: 'Ben', passwordHash: 'x' });
    ours = await dataSource.getRepository(Family).save({ name: 'Ours' });
    theirs = await dataSource.getRepository(Family).save({ name: 'Theirs' });
    const rows = new InMemoryRows();
    const save = async (familyId: number, uploader: User, fields: Partial<Photo>) => {
      const { id: _unsaved, ...photo } = rows.addPhoto(familyId, uploader.id, fields);
      return dataSource.getRepository(Photo).save(photo);
    };
    photos.kept = await save(ours.id, ada, { description: 'Lake in summer', location: 'Lucerne' });
    photos.other = await save(ours.id, ben, { description: null, fuzzyDateText: 'summer 1952' });
    photos.trashed = await save(ours.id, ada, { description: 'Gone', deletedAt: new Date() });
    photos.theirs = await save(theirs.id, ada, { description: 'Not ours' });
  });

  afterEach(() => dataSource.destroy());

  const write = async <T extends Story | Comment>(kind: new () => T, photo: Photo, author: User, content: string): Promise<T> =>
    dataSource.getRepository<Story | Comment>(kind).save({ photoId: photo.id, familyId: photo.familyId, authorId: author.id, content }) as Promise<T>;

  it('reads photos in the order of the ids, with uploader and family, leaving out other families and the trash', async () => {
    const found = await repository.getPhotos([photos.theirs.id, photos.other.id, photos.trashed.id, photos.kept.id], [ours.id]);
    expect(found.map((photo) => photo.id)).toEqual([photos.other.id, photos.kept.id]);
    expect(found[0]).toMatchObject({ familyId: ours.id, fuzzyDateText: 'summer 1952', uploader: { id: ben.id, name: 'Ben' }, family: { name: 'Ours' } });
    expect(found[1]).toMatchObject({ description: 'Lake in summer', location: 'Lucerne', uploader: { id: ada.id, name: 'Ada' } });
    expect(await repository.getPhotos([photos.theirs.id], [ours.id, theirs.id])).toEqual([expect.objectContaining({ id: photos.theirs.id, family: { name: 'Theirs' } })]);
    expect(await repository.getPhotos([], [ours.id])).toEqual([]);
  });

  it('reads stories in the order of the ids, with author, family and photo description, leaving out other families and trashed photos', async () => {
    const first = await write(Story, photos.kept, ada, 'We swam every morning');
    const second = await write(Story, photos.other, ben, 'Grandpa told this one');
    const onTrashed = await write(Story, photos.trashed, ada, 'Hidden');
    const elsewhere = await write(Story, photos.theirs, ada, 'Not ours either');
    const found = await repository.getStories([elsewhere.id, second.id, onTrashed.id, first.id], [ours.id]);
    const card = (story: Story, photo: Photo, author: User) => ({
      id: story.id,
      familyId: ours.id,
      photoId: photo.id,
      content: story.content,
      createdAt: story.createdAt,
      author: { id: author.id, name: author.name },
      family: { name: 'Ours' },
      photo: { description: photo.description },
    });
    expect(found).toEqual([card(second, photos.other, ben), card(first, photos.kept, ada)]);
    expect(found[0].createdAt).toBeInstanceOf(Date);
  });

  it('reads comments the same way, each statement kept per count of ids and families', async () => {
    const comments = [];
    for (const content of ['one', 'two', 'three']) comments.push(await write(Comment, photos.kept, ben, content));
    const elsewhere = await write(Comment, photos.theirs, ben, 'theirs');
    const ids = [comments[2].id, elsewhere.id, comments[0].id];
    expect(await repository.getComments(ids, [ours.id])).toEqual([
      { id: comments[2].id, familyId: ours.id, photoId: photos.kept.id, content: 'three', createdAt: comments[2].createdAt, author: { id: ben.id, name: 'Ben' }, family: { name: 'Ours' } },
      { id: comments[0].id, familyId: ours.id, photoId: photos.kept.id, content: 'one', createdAt: comments[0].createdAt, author: { id: ben.id, name: 'Ben' }, family: { name: 'Ours' } },
    ]);
    // The same counts again, and other counts: each answer its own.
    expect((await repository.getComments(ids, [ours.id])).map((comment) => comment.content)).toEqual(['three', 'one']);
    expect((await repository.getComments(ids, [ours.id, theirs.id])).map((comment) => comment.content)).toEqual(['three', 'theirs', 'one']);
    expect((await repository.getComments([comments[1].id], [theirs.id])).map((comment) => comment.content)).toEqual([]);
  });
});
