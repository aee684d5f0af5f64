import { DataSource } from 'typeorm';
import { Family, FamilyMember, Person, Photo, PhotoPerson, User } from '../entities';
import { InMemoryRows, openMigratedMemoryDatabase } from '../testing';
import { NewPerson, PeopleRepository, PERSON_COLUMNS } from './people.repository';

describe(`${PeopleRepository.name}: a listed person, read from raw rows`, () => {
  let dataSource: DataSource;
  let repository: PeopleRepository;
  let rows: InMemoryRows;

  beforeEach(async () => {
    dataSource = await openMigratedMemoryDatabase();
    repository = new PeopleRepository(dataSource.getRepository(Person), dataSource.getRepository(PhotoPerson), dataSource.getRepository(Photo));
    rows = new InMemoryRows();
  });

  afterEach(() => dataSource.destroy());

  const person = (familyId: number, name: string, birth: string | null, extra: Partial<NewPerson> = {}): NewPerson => ({
    familyId,
    name,
    birthDateText: birth,
    birthRangeStart: birth,
    birthRangeEnd: birth,
    birthPrecision: birth ? 'day' : null,
    birthCertainty: birth ? 'exact' : null,
    birthMonthDay: birth ? birth.slice(5) : null,
    deathDateText: null,
    deathRangeStart: null,
    deathRangeEnd: null,
    deathPrecision: null,
    deathCertainty: null,
    memberId: null,
    notes: null,
    createdBy: null,
    ...extra,
  });

  const world = async () => {
    const ada = await dataSource.getRepository(User).save({ email: 'ada@example.com', name: 'Ada', passwordHash: 'x' });
    const [first, second] = [await dataSource.getRepository(Family).save({ name: 'First', createdBy: ada.id }), await dataSource.getRepository(Family).save({ name: 'Second', createdBy: ada.id })];
    const member = await dataSource.getRepository(FamilyMember).save({ familyId: first.id, userId: ada.id, role: 'admin' });
    const { id: _unsaved, ...fields } = rows.addPhoto(first.id, ada.id);
    const photo = await dataSource.getRepository(Photo).save(fields);
    return { ada, first: first.id, second: second.id, member: member.id, photo: photo.id };
  };

  it('lists every column of the entity, so a new column cannot be left out of a listed person', () => {
    const columns = dataSource.getMetadata(Person).columns.map((column) => column.propertyName);
    expect([...PERSON_COLUMNS].sort()).toEqual([...columns].sort());
  });

  it('reads a person as TypeORM builds the entity, with their account, photo count and face tag', async () => {
    const { ada, first, member, photo } = await world();
    const id = await repository.create(person(first, 'Zoë Ng', '1950-12-25', { memberId: member, notes: 'Loved the sea', createdBy: ada.id }));
    await repository.createTag(photo, id, { x: 0.1, y: 0.2, width: 0.3, height: 0.4 }, ada.id);
    const untagged = await repository.create(person(first, 'Bo', null));

    const entity = await dataSource.getRepository(Person).findOneByOrFail({ id });
    const listed = await repository.getById(id);
    expect(listed).toEqual({ ...entity, user: { id: ada.id, name: 'Ada' }, photoCount: 1, face: { photoId: photo, region: { x: 0.1, y: 0.2, width: 0.3, height: 0.4 } } });
    expect(listed?.createdAt).toBeInstanceOf(Date);
    expect(listed?.createdAt.getTime()).toBe(entity.createdAt.getTime());

    const bo = await repository.getById(untagged);
    expect(bo).toEqual({ ...(await dataSource.getRepository(Person).findOneByOrFail({ id: untagged })), user: null, photoCount: 0, face: null });
    expect(await repository.getById(untagged + 100)).toBeNull();
    expect((await repository.getByIds([untagged, id, untagged + 100])).map((found) => found.id).sort()).toEqual([id, untagged].sort());
  });

  it('finds the birthdays of the days asked for in the families asked for, by name', async () => {
    const { first, second } = await world();
    const cleo = await repository.create(person(first, 'Cleo', '1960-02-28'));
    const abe = await repository.create(person(first, 'Abe', '1971-02-28'));
    const leap = await repository.create(person(second, 'Lea', '1964-02-29'));
    await repository.create(person(second, 'Other day', '1964-03-01'));
    await repository.create(person(first, 'Unknown birth', null));

    expect((await repository.getBirthdays([first, second], ['02-28'])).map((found) => found.id)).toEqual([abe, cleo]);
    expect((await repository.getBirthdays([first, second], ['02-28', '02-29'])).map((found) => found.id)).toEqual([abe, cleo, leap]);
    expect((await repository.getBirthdays([second], ['02-28', '02-29'])).map((found) => found.id)).toEqual([leap]);
    expect(await repository.getBirthdays([], ['02-28'])).toEqual([]);
    const [read] = await repository.getBirthdays([second], ['02-29']);
    expect(read).toEqual({ ...(await dataSource.getRepository(Person).findOneByOrFail({ id: leap })), user: null, photoCount: 0, face: null });
  });
});
