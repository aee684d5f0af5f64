import { AccessRepository, FamiliesRepository } from '@heirloom/database';
import { InMemoryAccessRepository, InMemoryFamiliesRepository, InMemoryRows } from '@heirloom/database/testing';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { FamiliesService } from './families.service';
import { FamilyRemovalService } from './family-removal.service';

function world() {
  const rows = new InMemoryRows();
  const [ada, bob] = ['Ada', 'Bob'].map((name) => rows.addUser({ name }) as AuthUser);
  const removed: number[] = [];
  const removal = { remove: async (familyId: number) => Boolean(removed.push(familyId)) } as unknown as FamilyRemovalService;
  const access = new AccessService(new InMemoryAccessRepository(rows) as unknown as AccessRepository);
  const service = new FamiliesService(access, new InMemoryFamiliesRepository(rows) as unknown as FamiliesRepository, removal);
  return { rows, service, ada, bob, removed };
}

describe(FamiliesService.name, () => {
  describe('create', () => {
    it('creates the family with its creator as its first and only admin', async () => {
      const { service, ada } = world();
      const family = await service.create(ada, { name: 'Lovelace', description: 'Our family' });
      expect(family).toMatchObject({ name: 'Lovelace', description: 'Our family', created_by: ada.id, role: 'admin', member_count: 1 });
      expect(family.members).toEqual([expect.objectContaining({ role: 'admin', user: { id: ada.id, name: 'Ada', email: ada.email } })]);
    });

    it('gives a family without a description an empty one', async () => {
      const { service, ada } = world();
      expect((await service.create(ada, { name: 'Babbage' })).description).toBe('');
    });
  });

  describe('list', () => {
    it("lists the caller's families by name, with their role and member counts, and nobody else's", async () => {
      const { service, ada, bob } = world();
      await service.create(ada, { name: 'Zeta' });
      await service.create(ada, { name: 'Alpha' });
      await service.create(bob, { name: 'Bob only' });
      expect((await service.list(ada)).map(({ name, role, member_count }) => ({ name, role, member_count }))).toEqual([
        { name: 'Alpha', role: 'admin', member_count: 1 },
        { name: 'Zeta', role: 'admin', member_count: 1 },
      ]);
    });
  });

  describe('update and delete', () => {
    it('lets an admin rename, keeps what was not sent, and refuses a member with 403 and an outsider with 404', async () => {
      const { rows, service, ada, bob } = world();
      const { id } = await service.create(ada, { name: 'Lovelace', description: 'Kept' });
      expect(await service.update(ada, id, { name: 'Lovelace-Byron' })).toMatchObject({ name: 'Lovelace-Byron', description: 'Kept' });
      await expect(service.update(bob, id, { name: 'Mine' })).rejects.toThrow(NotFoundException);
      rows.addMember(id, bob.id, 'member');
      await expect(service.update(bob, id, { name: 'Mine' })).rejects.toThrow(new ForbiddenException('Only family admins can change the family'));
    });

    it('deletes through the removal (files included) for an admin only', async () => {
      const { rows, service, ada, bob, removed } = world();
      const { id } = await service.create(ada, { name: 'Lovelace' });
      rows.addMember(id, bob.id, 'member');
      await expect(service.delete(bob, id)).rejects.toThrow(ForbiddenException);
      await service.delete(ada, id);
      expect(removed).toEqual([id]);
    });
  });
});
