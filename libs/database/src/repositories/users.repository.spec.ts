import { DataSource } from 'typeorm';
import { Family, FamilyMember, FamilyRole, Invitation, Photo, User } from '../entities';
import { describeBothWays, InMemoryRows, InMemoryUsersRepository, openMigratedMemoryDatabase } from '../testing';
import { UsersRepository } from './users.repository';

/** A world where an account can be removed; the same scenarios run against the real repository and the fake. */
interface World {
  repository: Pick<UsersRepository, 'removeAccount' | 'getById'>;
  addUser(): Promise<number>;
  addFamily(): Promise<number>;
  addMember(familyId: number, userId: number, role: FamilyRole): Promise<void>;
  /** Answers the photo's three file keys. */
  addPhoto(familyId: number, userId: number): Promise<string[]>;
  familyExists(familyId: number): Promise<boolean>;
  rolesOf(familyId: number): Promise<Array<[number, FamilyRole]>>;
  photoCount(): Promise<number>;
}

async function sqliteWorld(dataSource: DataSource): Promise<World> {
  const users = dataSource.getRepository(User);
  const members = dataSource.getRepository(FamilyMember);
  let n = 0;
  return {
    repository: new UsersRepository(users),
    addUser: async () => (await users.save({ email: `u${++n}@example.com`, name: `U${n}`, passwordHash: 'x' })).id,
    addFamily: async () => (await dataSource.getRepository(Family).save({ name: `F${++n}` })).id,
    addMember: async (familyId, userId, role) => void (await members.save({ familyId, userId, role })),
    addPhoto: async (familyId, userId) => {
      const id = ++n;
      const keys = { originalKey: `o${id}`, thumbnailKey: `t${id}`, previewKey: `p${id}` };
      const uploadDate = new Date();
      await dataSource.getRepository(Photo).save({ familyId, uploadedBy: userId, uploadDate, sortDate: '2024-01-01T00:00:00', originalFilename: 'a.jpg', mimeType: 'image/jpeg', sizeBytes: 1, width: 1, height: 1, sha256: `s${id}`, ...keys });
      return Object.values(keys);
    },
    familyExists: async (familyId) => (await dataSource.getRepository(Family).countBy({ id: familyId })) > 0,
    rolesOf: async (familyId) => (await members.find({ where: { familyId }, order: { id: 'ASC' } })).map((m) => [m.userId, m.role]),
    photoCount: () => dataSource.getRepository(Photo).count(),
  };
}

function inMemoryWorld(): World {
  const rows = new InMemoryRows();
  return {
    repository: new InMemoryUsersRepository(rows),
    addUser: async () => rows.addUser().id,
    addFamily: async () => rows.addFamily().id,
    addMember: async (familyId, userId, role) => void rows.addMember(familyId, userId, role),
    addPhoto: async (familyId, userId) => {
      const photo = rows.addPhoto(familyId, userId);
      return [photo.originalKey, photo.thumbnailKey, photo.previewKey];
    },
    familyExists: async (familyId) => rows.families.some((family) => family.id === familyId),
    rolesOf: async (familyId) => rows.members.filter((m) => m.familyId === familyId).map((m) => [m.userId, m.role]),
    photoCount: async () => rows.photos.length,
  };
}

describeBothWays(UsersRepository.name, { sqlite: sqliteWorld, memory: inMemoryWorld }, (world) => {
  describe('removeAccount', () => {
    it("removes the account and its photos, answering the photos' files and the families it emptied", async () => {
      const leaving = await world().addUser();
      const staying = await world().addUser();
      const alone = await world().addFamily();
      const shared = await world().addFamily();
      await world().addMember(alone, leaving, 'admin');
      await world().addMember(shared, staying, 'admin');
      await world().addMember(shared, leaving, 'member');
      const keys = [...(await world().addPhoto(alone, leaving)), ...(await world().addPhoto(shared, leaving))];
      await world().addPhoto(shared, staying);

      const removed = await world().repository.removeAccount(leaving);

      expect(removed).toEqual({ fileKeys: keys, emptiedFamilyIds: [alone] });
      expect(await world().repository.getById(leaving)).toBeNull();
      expect(await world().familyExists(alone)).toBe(false);
      expect(await world().familyExists(shared)).toBe(true);
      expect(await world().rolesOf(shared)).toEqual([[staying, 'admin']]);
      expect(await world().photoCount()).toBe(1);
    });

    it('promotes the longest-standing member of a family it leaves without an admin, and no one else', async () => {
      const admin = await world().addUser();
      const [first, second] = [await world().addUser(), await world().addUser()];
      const family = await world().addFamily();
      await world().addMember(family, admin, 'admin');
      await world().addMember(family, first, 'member');
      await world().addMember(family, second, 'member');

      await world().repository.removeAccount(admin);

      expect(await world().rolesOf(family)).toEqual([
        [first, 'admin'],
        [second, 'member'],
      ]);
    });

    it('answers null for an account that does not exist', async () => {
      expect(await world().repository.removeAccount(404)).toBeNull();
    });
  });
});

describe(`${UsersRepository.name} on SQLite: removeAccount`, () => {
  it('also removes the invitations sent to the address, and the words the account wrote in other families', async () => {
    const dataSource = await openMigratedMemoryDatabase();
    try {
      const world = await sqliteWorld(dataSource);
      const leaving = await world.addUser();
      const other = await world.addUser();
      const family = await world.addFamily();
      await world.addMember(family, other, 'admin');
      await world.addMember(family, leaving, 'member');
      const [photoKey] = await world.addPhoto(family, other);
      const photoId = (await dataSource.getRepository(Photo).findOneByOrFail({ originalKey: photoKey })).id;
      for (const table of ['stories', 'comments']) {
        await dataSource.query(`INSERT INTO ${table} (photo_id, family_id, author_id, content) VALUES (?, ?, ?, 'hello')`, [photoId, family, leaving]);
      }
      const email = (await dataSource.getRepository(User).findOneByOrFail({ id: leaving })).email;
      await dataSource.getRepository(Invitation).save({ familyId: family, email, role: 'member', token: 't'.repeat(43), invitedBy: other, expiresAt: new Date(Date.now() + 60_000) });

      await new UsersRepository(dataSource.getRepository(User)).removeAccount(leaving);

      for (const table of ['stories', 'comments', 'invitations']) expect(await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)).toEqual([{ n: 0 }]);
    } finally {
      await dataSource.destroy();
    }
  });
});

describe(`${UsersRepository.name} on SQLite: session keys`, () => {
  it('reads the session key with the credentials, and rotates it to a new random one', async () => {
    const dataSource = await openMigratedMemoryDatabase();
    try {
      const users = dataSource.getRepository(User);
      const repository = new UsersRepository(users);
      const user = await users.save({ email: 'ada@example.com', name: 'Ada', passwordHash: 'x', sessionKey: 'first-key' });
      const other = await users.save({ email: 'bob@example.com', name: 'Bob', passwordHash: 'x', sessionKey: 'bobs-key' });
      expect(await repository.getCredentials('ada@example.com')).toMatchObject({ passwordHash: 'x', sessionKey: 'first-key' });
      // Not selected anywhere else.
      expect((await repository.getById(user.id))?.sessionKey).toBeUndefined();

      const rotated = await repository.rotateSessionKey(user.id);
      expect(rotated).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await repository.rotateSessionKey(user.id)).not.toBe(rotated);
      expect((await repository.getCredentials('bob@example.com'))?.sessionKey).toBe('bobs-key');
      expect(other.id).not.toBe(user.id);
    } finally {
      await dataSource.destroy();
    }
  });
});
