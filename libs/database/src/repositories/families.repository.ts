import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Family, FamilyMember, FamilyRole } from '../entities';
import { lockForUpdate } from '../query/lock-for-update';
import { definedChanges } from '../query/defined-changes';

export type NewFamily = Pick<Family, 'name' | 'description' | 'createdBy'>;
export type FamilyChanges = Partial<Pick<Family, 'name' | 'description'>>;

/**
 * What became of a change to a member: made, not needed (the role was already so), refused because the family would
 * be left without an admin, or the member is gone.
 */
export type MemberChangeOutcome = 'changed' | 'unchanged' | 'last-admin' | 'missing';

/** Queries on families and the memberships that go with them. */
@Injectable()
export class FamiliesRepository {
  constructor(
    @InjectRepository(Family) private readonly families: Repository<Family>,
    @InjectRepository(FamilyMember) private readonly members: Repository<FamilyMember>,
  ) {}

  getById(id: number): Promise<Family | null> {
    return this.families.findOneBy({ id });
  }

  /** The caller's memberships with their families, by family name. */
  getMembershipsOf(userId: number): Promise<FamilyMember[]> {
    return this.members.find({
      where: { userId },
      relations: { family: true },
      order: { family: { name: 'ASC' }, familyId: 'ASC' },
    });
  }

  getMembership(userId: number, familyId: number): Promise<FamilyMember | null> {
    return this.members.findOneBy({ userId, familyId });
  }

  getMemberWithUser(memberId: number): Promise<FamilyMember | null> {
    return this.members.findOne({ where: { id: memberId }, relations: { user: true } });
  }

  /** Members of several families in one query, oldest member first. */
  getMembersOf(familyIds: number[], withUsers: boolean): Promise<FamilyMember[]> {
    if (familyIds.length === 0) return Promise.resolve([]);
    return this.members.find({
      where: { familyId: In(familyIds) },
      relations: withUsers ? { user: true } : {},
      order: { joinedAt: 'ASC', id: 'ASC' },
    });
  }

  /** Creates the family with `adminUserId` as its first admin, both rows or neither; answers the family's id. */
  createWithAdmin(family: NewFamily, adminUserId: number): Promise<number> {
    return this.families.manager.transaction(async (manager) => {
      const created = await manager.save(manager.create(Family, family));
      await manager.save(manager.create(FamilyMember, { familyId: created.id, userId: adminUserId, role: 'admin' }));
      return created.id;
    });
  }

  /** Fields left undefined stay as they are. */
  async update(id: number, changes: FamilyChanges): Promise<void> {
    const given = definedChanges(changes);
    if (Object.keys(given).length > 0) await this.families.update({ id }, given);
  }

  /** Deletes the family; its members, invitations, photos, stories and comments follow by foreign key. False when there was none. */
  async delete(id: number): Promise<boolean> {
    const result = await this.families.delete({ id });
    return Boolean(result.affected);
  }

  /** Gives a member another role, unless that would leave their family without an admin. */
  setRoleUnlessLastAdmin(memberId: number, role: FamilyRole): Promise<MemberChangeOutcome> {
    return this.onLockedMember(memberId, async (manager, member) => {
      if (member.role === role) return 'unchanged';
      if (!(await this.keepsAnAdminWithout(manager, member))) return 'last-admin';
      await manager.update(FamilyMember, { id: memberId }, { role });
      return 'changed';
    });
  }

  /** Removes a member (removed by an admin, or leaving), unless they are their family's last admin. */
  removeUnlessLastAdmin(memberId: number): Promise<MemberChangeOutcome> {
    return this.onLockedMember(memberId, async (manager, member) => {
      if (!(await this.keepsAnAdminWithout(manager, member))) return 'last-admin';
      await manager.delete(FamilyMember, { id: memberId });
      return 'changed';
    });
  }

  /** Runs `change` in one transaction on the member's row, locked (MariaDB; SQLite lets one writer in at a time). */
  private onLockedMember(
    memberId: number,
    change: (manager: EntityManager, member: FamilyMember) => Promise<MemberChangeOutcome>,
  ): Promise<MemberChangeOutcome> {
    return this.members.manager.transaction(async (manager) => {
      const member = await lockForUpdate(manager.createQueryBuilder(FamilyMember, 'm').where('m.id = :memberId', { memberId })).getOne();
      return member ? change(manager, member) : 'missing';
    });
  }

  /**
   * Whether the member's family still has an admin once the member is no longer one. An admin's change locks the
   * family's admin rows, so two admins cannot demote each other (or both leave) at the same moment.
   */
  private async keepsAnAdminWithout(manager: EntityManager, member: FamilyMember): Promise<boolean> {
    if (member.role !== 'admin') return true;
    const admins = await lockForUpdate(
      manager.createQueryBuilder(FamilyMember, 'm').where('m.familyId = :familyId AND m.role = :role', { familyId: member.familyId, role: 'admin' }),
    ).getMany();
    return admins.some((admin) => admin.id !== member.id);
  }
}
