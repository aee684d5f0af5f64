import { AccessRepository, FamiliesRepository } from '@heirloom/database';
import { InMemoryAccessRepository, InMemoryFamiliesRepository, InMemoryRows } from '@heirloom/database/testing';
import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuditRecord, AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { LAST_ADMIN, MembersService } from './members.service';

/** A family of an admin (Ada), a member (Bob) and an outsider (Eve), over in-memory repositories. */
function family() {
  const rows = new InMemoryRows();
  const [ada, bob, eve] = ['Ada', 'Bob', 'Eve'].map((name) => rows.addUser({ name }) as AuthUser);
  const { id: familyId } = rows.addFamily({ createdBy: ada.id });
  const adaMember = rows.addMember(familyId, ada.id, 'admin');
  const bobMember = rows.addMember(familyId, bob.id, 'member');
  const families = new InMemoryFamiliesRepository(rows);
  const recorded: AuditRecord[] = [];
  const audit = { record: async (event: AuditRecord) => void recorded.push(event) } as unknown as AuditService;
  const service = new MembersService(new AccessService(new InMemoryAccessRepository(rows) as unknown as AccessRepository), families as unknown as FamiliesRepository, audit);
  const rolesNow = () => rows.members.map((member) => [member.userId, member.role]);
  return { rows, service, familyId, ada, bob, eve, adaMember, bobMember, rolesNow, recorded };
}

describe(MembersService.name, () => {
  describe('updateRole', () => {
    it("refuses to demote the family's last admin with 409, and changes nothing", async () => {
      const { service, ada, adaMember, rolesNow } = family();
      const before = rolesNow();
      await expect(service.updateRole(ada, adaMember.id, 'member')).rejects.toThrow(new ConflictException(LAST_ADMIN));
      expect(rolesNow()).toEqual(before);
    });

    it('lets an admin promote a member, then step down, answering the member with their user', async () => {
      const { service, ada, bob, adaMember, bobMember } = family();
      expect(await service.updateRole(ada, bobMember.id, 'admin')).toMatchObject({ id: bobMember.id, role: 'admin', user: { id: bob.id, name: 'Bob' } });
      expect(await service.updateRole(ada, adaMember.id, 'member')).toMatchObject({ id: adaMember.id, role: 'member' });
    });

    it('lets the last admin confirm their own role', async () => {
      const { service, ada, adaMember } = family();
      expect(await service.updateRole(ada, adaMember.id, 'admin')).toMatchObject({ role: 'admin' });
    });

    it('refuses a plain member with 403 and an outsider with 404', async () => {
      const { service, bob, eve, adaMember } = family();
      await expect(service.updateRole(bob, adaMember.id, 'member')).rejects.toThrow(ForbiddenException);
      await expect(service.updateRole(eve, adaMember.id, 'member')).rejects.toThrow(NotFoundException);
    });

    it('answers 404 when the member is not in the family the path names', async () => {
      const { service, ada, bobMember, familyId } = family();
      await expect(service.updateRole(ada, bobMember.id, 'admin', familyId + 100)).rejects.toThrow(new NotFoundException('Member not found'));
      await expect(service.updateRole(ada, bobMember.id, 'admin', familyId)).resolves.toMatchObject({ role: 'admin' });
    });
  });

  describe('remove', () => {
    it('lets a member leave, and refuses the last admin leaving with 409', async () => {
      const { service, ada, bob, adaMember, bobMember, rolesNow } = family();
      await service.remove(bob, bobMember.id);
      expect(rolesNow()).toEqual([[ada.id, 'admin']]);
      await expect(service.remove(ada, adaMember.id)).rejects.toThrow(new ConflictException(LAST_ADMIN));
      expect(rolesNow()).toEqual([[ada.id, 'admin']]);
    });

    it('lets an admin leave once another admin exists', async () => {
      const { service, ada, bob, adaMember, bobMember, rolesNow } = family();
      await service.updateRole(ada, bobMember.id, 'admin');
      await service.remove(ada, adaMember.id);
      expect(rolesNow()).toEqual([[bob.id, 'admin']]);
    });

    it('refuses a member removing someone else with 403', async () => {
      const { service, bob, adaMember } = family();
      await expect(service.remove(bob, adaMember.id)).rejects.toThrow(new ForbiddenException('Only family admins can remove other members'));
    });
  });
});
