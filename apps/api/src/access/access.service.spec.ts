import { AccessRepository, AccessSubject, FamilyRole, SEARCH_VERSIONS_TABLE, VersionsTable } from '@heirloom/database';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';
import { AccessService } from './access.service';

const user = (id: number, email = `user${id}@example.com`, emailVerifiedAt: Date | null = new Date()): AuthUser => ({
  id,
  email,
  name: `User ${id}`,
  isAdmin: false,
  createdAt: new Date(),
  lastSeenAt: null,
  emailVerifiedAt,
});

function serviceWith(subject: AccessSubject | null, role: FamilyRole | null): AccessService {
  const repository = {
    getSubjectAndRole: jest.fn().mockResolvedValue(subject ? { subject, role } : null),
    getRole: jest.fn().mockResolvedValue(role),
  } as unknown as AccessRepository;
  return new AccessService(repository);
}

/** User 1 is an admin of family 2 and a member of family 5; user 9 belongs to no family. Photo versions are negated search versions. */
function serviceOverMemberships(): AccessService {
  const memberships = new Map([[1, [{ familyId: 2, role: 'admin' as const, version: '77' }, { familyId: 5, role: 'member' as const, version: null }]]]);
  const getVersionedMembershipsOf = async (userId: number, table: VersionsTable = SEARCH_VERSIONS_TABLE) =>
    (memberships.get(userId) ?? []).map((m) => (table === SEARCH_VERSIONS_TABLE || m.version === null ? m : { ...m, version: `-${m.version}` }));
  const getMembershipsOf = async (userId: number) => (await getVersionedMembershipsOf(userId)).map(({ familyId, role }) => ({ familyId, role }));
  const getSearchMembershipsOf = async (userId: number) =>
    (await getVersionedMembershipsOf(userId)).map((m) => ({ ...m, answerVersion: m.version === null ? null : `${m.version}.-${m.version}` }));
  return new AccessService({ getMembershipsOf, getVersionedMembershipsOf, getSearchMembershipsOf } as unknown as AccessRepository);
}

describe(AccessService.name, () => {
  describe('requireAccess', () => {
    it('answers 404 for a resource that does not exist', async () => {
      await expect(serviceWith(null, 'admin').requireAccess(user(1), 'member.remove', 9)).rejects.toThrow(
        new NotFoundException('Member not found'),
      );
    });

    it('answers 404, not 403, to an outsider even for admin-only actions', async () => {
      await expect(serviceWith({ familyId: 1 }, null).requireAccess(user(1), 'family.update', 1)).rejects.toThrow(NotFoundException);
    });

    it('lets any member read a family', async () => {
      await expect(serviceWith({ familyId: 1 }, 'member').requireAccess(user(1), 'family.read', 1)).resolves.toMatchObject({
        familyId: 1,
        role: 'member',
      });
    });

    it.each(['family.update', 'family.delete', 'invitation.create', 'member.updateRole'] as const)(
      'refuses %s to a plain member with 403',
      async (permission) => {
        const subject = permission === 'member.updateRole' ? { familyId: 1, ownerUserId: 2 } : { familyId: 1 };
        await expect(serviceWith(subject, 'member').requireAccess(user(1), permission, 1)).rejects.toThrow(ForbiddenException);
      },
    );

    it.each(['family.update', 'family.delete', 'invitation.create', 'member.updateRole'] as const)('allows %s to a family admin', async (permission) => {
      await expect(serviceWith({ familyId: 1, ownerUserId: 2 }, 'admin').requireAccess(user(1), permission, 1)).resolves.toBeTruthy();
    });

    it('lets a member remove themselves (leave) but not someone else', async () => {
      await expect(serviceWith({ familyId: 1, ownerUserId: 1 }, 'member').requireAccess(user(1), 'member.remove', 5)).resolves.toBeTruthy();
      await expect(serviceWith({ familyId: 1, ownerUserId: 2 }, 'member').requireAccess(user(1), 'member.remove', 6)).rejects.toThrow(
        ForbiddenException,
      );
    });

    it('allows photo.update to the uploader only, even over a family admin', async () => {
      const photo = { familyId: 1, ownerUserId: 7 };
      await expect(serviceWith(photo, 'member').requireAccess(user(7), 'photo.update', 3)).resolves.toMatchObject({ familyId: 1 });
      await expect(serviceWith(photo, 'admin').requireAccess(user(8), 'photo.update', 3)).rejects.toThrow(
        new ForbiddenException('Only the person who uploaded this photo can change it'),
      );
      await expect(serviceWith(photo, null).requireAccess(user(9), 'photo.update', 3)).rejects.toThrow(new NotFoundException('Photo not found'));
    });

    it('allows photo.delete to the uploader and to a family admin, not to another member', async () => {
      const photo = { familyId: 1, ownerUserId: 7 };
      await expect(serviceWith(photo, 'member').requireAccess(user(7), 'photo.delete', 3)).resolves.toMatchObject({ familyId: 1 });
      await expect(serviceWith(photo, 'admin').requireAccess(user(8), 'photo.delete', 3)).resolves.toMatchObject({ familyId: 1 });
      await expect(serviceWith(photo, 'member').requireAccess(user(8), 'photo.delete', 3)).rejects.toThrow(
        new ForbiddenException('Only the person who uploaded this photo or a family admin can delete it'),
      );
      await expect(serviceWith(photo, null).requireAccess(user(9), 'photo.delete', 3)).rejects.toThrow(new NotFoundException('Photo not found'));
    });

    it('lets every member read a photo and upload into the family, and no outsider', async () => {
      await expect(serviceWith({ familyId: 1, ownerUserId: 7 }, 'member').requireAccess(user(8), 'photo.read', 3)).resolves.toBeTruthy();
      await expect(serviceWith({ familyId: 1 }, 'member').requireAccess(user(8), 'photo.upload', 1)).resolves.toBeTruthy();
      await expect(serviceWith({ familyId: 1 }, null).requireAccess(user(9), 'photo.upload', 1)).rejects.toThrow(new NotFoundException('Family not found'));
    });

    it('lets the invitee decline an invitation without being a member, once their address is verified', async () => {
      const subject = { familyId: 1, inviteeEmail: 'guest@example.com' };
      await expect(serviceWith(subject, null).requireAccess(user(3, 'guest@example.com'), 'invitation.delete', 4)).resolves.toMatchObject({
        role: null,
      });
      await expect(serviceWith(subject, null).requireAccess(user(3, 'guest@example.com', null), 'invitation.delete', 4)).rejects.toThrow(
        new ForbiddenException('Verify your e-mail address before declining an invitation'),
      );
      await expect(serviceWith(subject, null).requireAccess(user(4, 'other@example.com'), 'invitation.delete', 4)).rejects.toThrow(
        NotFoundException,
      );
    });

    it("shows a family's invitations to its admins only: 403 to a member, 404 to an outsider", async () => {
      await expect(serviceWith({ familyId: 1 }, 'admin').requireAccess(user(1), 'invitation.list', 1)).resolves.toBeTruthy();
      await expect(serviceWith({ familyId: 1 }, 'member').requireAccess(user(1), 'invitation.list', 1)).rejects.toThrow(
        new ForbiddenException("Only family admins can see the family's invitations"),
      );
      await expect(serviceWith({ familyId: 1 }, null).requireAccess(user(1), 'invitation.list', 1)).rejects.toThrow(NotFoundException);
    });
  });

  describe('familiesOf', () => {
    it("answers every one of the caller's families with their role when none is asked for", async () => {
      expect(await serviceOverMemberships().familiesOf(user(1))).toEqual([
        { familyId: 2, role: 'admin' },
        { familyId: 5, role: 'member' },
      ]);
      expect(await serviceOverMemberships().familiesOf(user(9))).toEqual([]);
    });

    it('narrows to the families asked for, once each', async () => {
      expect(await serviceOverMemberships().familiesOf(user(1), [5, 5])).toEqual([{ familyId: 5, role: 'member' }]);
    });

    it.each([[[3]], [[2, 3]], [[5, 2, 8]]])('answers 404 when %j holds a family the caller does not belong to', async (requested) => {
      await expect(serviceOverMemberships().familiesOf(user(1), requested)).rejects.toThrow(new NotFoundException('Family not found'));
    });

    it('narrows the searchable families (with their search and answer versions) the same way', async () => {
      expect(await serviceOverMemberships().searchableFamiliesOf(user(1), [2])).toEqual([{ familyId: 2, role: 'admin', version: '77', answerVersion: '77.-77' }]);
      await expect(serviceOverMemberships().searchableFamiliesOf(user(9), [2])).rejects.toThrow(NotFoundException);
    });

    it('answers all the families with their photo versions (On This Day)', async () => {
      expect(await serviceOverMemberships().familiesWithPhotoVersionsOf(user(1))).toEqual([
        { familyId: 2, role: 'admin', version: '-77' },
        { familyId: 5, role: 'member', version: null },
      ]);
      expect(await serviceOverMemberships().familiesWithPhotoVersionsOf(user(9))).toEqual([]);
    });
  });
});
