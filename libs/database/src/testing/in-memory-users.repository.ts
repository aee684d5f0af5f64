import { User } from '../entities';
import { RemovedAccount, UserChanges, UsersRepository } from '../repositories/users.repository';
import { byJoining, InMemoryRows } from './in-memory-rows';

/** What the account services need of UsersRepository, over in-memory rows, account removal's rules included. */
export class InMemoryUsersRepository implements Pick<UsersRepository, 'getById' | 'update' | 'removeAccount'> {
  constructor(readonly rows: InMemoryRows) {}

  async getById(id: number): Promise<User | null> {
    return this.rows.userOf(id) ?? null;
  }

  async update(id: number, changes: UserChanges): Promise<void> {
    const user = this.rows.userOf(id);
    if (!user) return;
    if (changes.name !== undefined) user.name = changes.name;
    if (changes.isAdmin !== undefined) user.isAdmin = changes.isAdmin;
  }

  async removeAccount(userId: number): Promise<RemovedAccount | null> {
    const user = this.rows.userOf(userId);
    if (!user) return null;
    const photos = this.rows.photos.filter((photo) => photo.uploadedBy === userId);
    const familyIds = this.rows.members.filter((member) => member.userId === userId).map((member) => member.familyId);
    this.rows.photos = this.rows.photos.filter((photo) => photo.uploadedBy !== userId);
    this.rows.members = this.rows.members.filter((member) => member.userId !== userId);
    this.rows.invitations = this.rows.invitations.filter((invitation) => invitation.email !== user.email);
    this.rows.users = this.rows.users.filter((candidate) => candidate.id !== userId);
    const emptiedFamilyIds = familyIds.filter((familyId) => this.settleFamily(familyId));
    return { fileKeys: photos.flatMap((photo) => [photo.originalKey, photo.thumbnailKey, photo.previewKey]), emptiedFamilyIds };
  }

  /** As the real one: an emptied family goes (true); one left without an admin gets its longest-standing member promoted. */
  private settleFamily(familyId: number): boolean {
    const members = this.rows.members.filter((member) => member.familyId === familyId);
    if (members.length === 0) {
      this.rows.families = this.rows.families.filter((family) => family.id !== familyId);
      return true;
    }
    if (!members.some((member) => member.role === 'admin')) {
      const [longest] = [...members].sort(byJoining);
      longest.role = 'admin';
    }
    return false;
  }
}
