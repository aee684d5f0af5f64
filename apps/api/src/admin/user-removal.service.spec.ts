import { UsersRepository } from '@heirloom/database';
import { InMemoryRows, InMemoryUsersRepository } from '@heirloom/database/testing';
import { StorageService } from '@heirloom/storage';
import { NotFoundException } from '@nestjs/common';
import { AuditRecord, AuditService } from '../audit/audit.service';
import { FamilyRemovalService } from '../families/family-removal.service';
import { UserRemovalService } from './user-removal.service';

/** `failing`: the file deletions that fail (a disk gone away). */
function world(failing: (key: string) => boolean = () => false) {
  const rows = new InMemoryRows();
  const deletedKeys: string[] = [];
  const deletedFamilyFiles: number[][] = [];
  const storage = {
    delete: async (key: string) => {
      if (failing(key)) throw new Error('disk gone');
      deletedKeys.push(key);
    },
  } as unknown as StorageService;
  const families = { deleteFiles: async (familyIds: number[]) => void deletedFamilyFiles.push(familyIds) } as unknown as FamilyRemovalService;
  const recorded: AuditRecord[] = [];
  const audit = { record: async (event: AuditRecord) => void recorded.push(event) } as unknown as AuditService;
  const service = new UserRemovalService(new InMemoryUsersRepository(rows) as unknown as UsersRepository, storage, families, audit);
  return { rows, service, deletedKeys, deletedFamilyFiles, recorded };
}

const ADMIN = { id: 9000, name: 'The Admin' };

describe(UserRemovalService.name, () => {
  describe('remove', () => {
    it("removes the account, then its photos' files and the files of the families it emptied", async () => {
      const { rows, service, deletedKeys, deletedFamilyFiles, recorded } = world();
      const leaving = rows.addUser();
      const staying = rows.addUser();
      const alone = rows.addFamily();
      const shared = rows.addFamily();
      rows.addMember(alone.id, leaving.id, 'admin');
      rows.addMember(shared.id, leaving.id, 'admin');
      rows.addMember(shared.id, staying.id, 'member');
      const photo = rows.addPhoto(shared.id, leaving.id);

      await service.remove(leaving.id, ADMIN);

      expect(recorded).toEqual([{ action: 'user.deleted', actor: ADMIN, target: { type: 'user', id: leaving.id, label: leaving.name }, details: { families_deleted: 1 } }]);
      expect(rows.userOf(leaving.id)).toBeUndefined();
      expect(deletedKeys).toEqual([photo.originalKey, photo.thumbnailKey, photo.previewKey]);
      expect(deletedFamilyFiles).toEqual([[alone.id]]);
      expect(rows.members).toEqual([expect.objectContaining({ familyId: shared.id, userId: staying.id, role: 'admin' })]);
    });

    it('answers 404 for an account that does not exist, deleting nothing', async () => {
      const { service, deletedKeys, deletedFamilyFiles, recorded } = world();
      await expect(service.remove(404, ADMIN)).rejects.toThrow(new NotFoundException('User not found'));
      expect([deletedKeys, deletedFamilyFiles, recorded]).toEqual([[], [], []]);
    });

    it('still succeeds when a file cannot be deleted (the rows are gone; the file is left orphaned and logged)', async () => {
      const { rows, service, deletedKeys } = world((key) => key.startsWith('photos/'));
      const leaving = rows.addUser();
      const family = rows.addFamily();
      rows.addMember(family.id, leaving.id, 'admin');
      const photo = rows.addPhoto(family.id, leaving.id);

      await expect(service.remove(leaving.id, ADMIN)).resolves.toBeUndefined();
      expect(rows.userOf(leaving.id)).toBeUndefined();
      expect(deletedKeys).toEqual([photo.thumbnailKey, photo.previewKey]);
    });
  });
});
