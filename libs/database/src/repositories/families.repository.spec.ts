import { DataSource } from 'typeorm';
import { Family, FamilyMember, FamilyRole, User } from '../entities';
import { describeBothWays, InMemoryFamiliesRepository, InMemoryRows, PublicOf } from '../testing';
import { FamiliesRepository } from './families.repository';

/** A repository over a world where it can add people; the same scenarios run against the real one and the fake. */
interface World {
  repository: PublicOf<FamiliesRepository>;
  addUser(): Promise<number>;
  addMember(familyId: number, userId: number, role: FamilyRole): Promise<number>;
}

async function sqliteWorld(dataSource: DataSource): Promise<World> {
  const users = dataSource.getRepository(User);
  const members = dataSource.getRepository(FamilyMember);
  let n = 0;
  return {
    repository: new FamiliesRepository(dataSource.getRepository(Family), members),
    addUser: async () => (await users.save({ email: `u${++n}@example.com`, name: `U${n}`, passwordHash: 'x' })).id,
    addMember: async (familyId, userId, role) => (await members.save({ familyId, userId, role })).id,
  };
}

function inMemoryWorld(): World {
  const rows = new InMemoryRows();
  return {
    repository: new InMemoryFamiliesRepository(rows),
    addUser: async () => rows.addUser().id,
    addMember: async (familyId, userId, role) => rows.addMember(familyId, userId, role).id,
  };
}

/** A family created by its first admin (`admin`, member id `adminMember`), with a plain member. */
async function familyOf(world: World) {
  const creator = await world.addUser();
  const familyId = await world.repository.createWithAdmin({ name: 'Lovelace', description: '', createdBy: creator }, creator);
  const [adminMember] = await world.repository.getMembersOf([familyId], false);
  const memberId = await world.addMember(familyId, await world.addUser(), 'member');
  return { familyId, creator, adminMember: adminMember.id, memberId };
}

const rolesOf = async (world: World, familyId: number) => (await world.repository.getMembersOf([familyId], false)).map((member) => member.role);

describeBothWays(FamiliesRepository.name, { sqlite: sqliteWorld, memory: inMemoryWorld }, (world) => {
  describe('createWithAdmin', () => {
    it('creates the family with its creator as its one admin', async () => {
      const { familyId, creator } = await familyOf(world());
      expect(await world().repository.getById(familyId)).toMatchObject({ name: 'Lovelace', createdBy: creator });
      expect(await world().repository.getMembership(creator, familyId)).toMatchObject({ role: 'admin' });
    });
  });

  describe('setRoleUnlessLastAdmin', () => {
    it('refuses to demote the last admin, and changes nothing', async () => {
      const { familyId, adminMember } = await familyOf(world());
      expect(await world().repository.setRoleUnlessLastAdmin(adminMember, 'member')).toBe('last-admin');
      expect(await rolesOf(world(), familyId)).toEqual(['admin', 'member']);
    });

    it('lets an admin step down once another admin exists', async () => {
      const { familyId, adminMember, memberId } = await familyOf(world());
      expect(await world().repository.setRoleUnlessLastAdmin(memberId, 'admin')).toBe('changed');
      expect(await world().repository.setRoleUnlessLastAdmin(adminMember, 'member')).toBe('changed');
      expect(await rolesOf(world(), familyId)).toEqual(['member', 'admin']);
    });

    it('answers unchanged for the role a member already has, the last admin included', async () => {
      const { adminMember, memberId } = await familyOf(world());
      expect(await world().repository.setRoleUnlessLastAdmin(adminMember, 'admin')).toBe('unchanged');
      expect(await world().repository.setRoleUnlessLastAdmin(memberId, 'member')).toBe('unchanged');
    });

    it('answers missing for a member who is gone', async () => {
      expect(await world().repository.setRoleUnlessLastAdmin(999, 'admin')).toBe('missing');
    });
  });

  describe('removeUnlessLastAdmin', () => {
    it('removes a plain member, and refuses to remove the last admin', async () => {
      const { familyId, adminMember, memberId } = await familyOf(world());
      expect(await world().repository.removeUnlessLastAdmin(memberId)).toBe('changed');
      expect(await world().repository.removeUnlessLastAdmin(adminMember)).toBe('last-admin');
      expect(await rolesOf(world(), familyId)).toEqual(['admin']);
      expect(await world().repository.removeUnlessLastAdmin(memberId)).toBe('missing');
    });

    it('lets one of two admins leave', async () => {
      const { familyId, adminMember, memberId } = await familyOf(world());
      await world().repository.setRoleUnlessLastAdmin(memberId, 'admin');
      expect(await world().repository.removeUnlessLastAdmin(adminMember)).toBe('changed');
      expect(await rolesOf(world(), familyId)).toEqual(['admin']);
    });
  });

  describe('update and delete', () => {
    it('changes only the fields given, and deletes the family with its members', async () => {
      const { familyId, creator } = await familyOf(world());
      await world().repository.update(familyId, { name: undefined, description: 'Our family' });
      await world().repository.update(familyId, {});
      expect(await world().repository.getById(familyId)).toMatchObject({ name: 'Lovelace', description: 'Our family' });
      expect(await world().repository.delete(familyId)).toBe(true);
      expect(await world().repository.delete(familyId)).toBe(false);
      expect(await world().repository.getMembership(creator, familyId)).toBeNull();
    });
  });
});
