import { FamilyMember, FamilyRole } from '@heirloom/database';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { lockForUpdate } from '../common/database/lock-for-update';
import { FamiliesRepository } from '../families/families.repository';
import { MemberResponse, toMemberResponse } from './member.response';

const LAST_ADMIN = 'A family needs at least one admin: make another member admin first';

@Injectable()
export class MembersService {
  constructor(
    private readonly access: AccessService,
    private readonly families: FamiliesRepository,
    private readonly dataSource: DataSource,
  ) {}

  async list(user: AuthUser, familyId: number): Promise<MemberResponse[]> {
    await this.access.requireAccess(user, 'family.read', familyId);
    return (await this.families.getMembersOf([familyId], true)).map(toMemberResponse);
  }

  /** Changes a member's role; the family's last admin cannot be demoted (409). */
  async updateRole(user: AuthUser, memberId: number, role: FamilyRole, familyId?: number): Promise<MemberResponse> {
    await this.requireInFamily(user, 'member.updateRole', memberId, familyId);
    await this.dataSource.transaction(async (manager) => {
      const member = await this.lockMember(manager, memberId);
      if (member.role === role) return;
      if (member.role === 'admin') await this.assertAnotherAdmin(manager, member);
      await manager.update(FamilyMember, { id: memberId }, { role });
    });
    return toMemberResponse((await this.families.getMemberWithUser(memberId))!);
  }

  /** Removes a member (an admin removing someone, or a member leaving); never the last admin (409). */
  async remove(user: AuthUser, memberId: number, familyId?: number): Promise<void> {
    await this.requireInFamily(user, 'member.remove', memberId, familyId);
    await this.dataSource.transaction(async (manager) => {
      const member = await this.lockMember(manager, memberId);
      if (member.role === 'admin') await this.assertAnotherAdmin(manager, member);
      await manager.delete(FamilyMember, { id: memberId });
    });
  }

  /** Checks the permission, and for the /families/{id}/members/{memberId} shape that the member is in that family. */
  private async requireInFamily(user: AuthUser, permission: 'member.updateRole' | 'member.remove', memberId: number, familyId?: number) {
    const grant = await this.access.requireAccess(user, permission, memberId);
    if (familyId !== undefined && grant.familyId !== familyId) throw new NotFoundException('Member not found');
  }

  private async lockMember(manager: EntityManager, memberId: number): Promise<FamilyMember> {
    const member = await lockForUpdate(manager.createQueryBuilder(FamilyMember, 'm').where('m.id = :memberId', { memberId })).getOne();
    if (!member) throw new NotFoundException('Member not found');
    return member;
  }

  /** Locks the family's admin rows so two admins cannot demote each other at the same moment. */
  private async assertAnotherAdmin(manager: EntityManager, member: FamilyMember): Promise<void> {
    const admins = await lockForUpdate(
      manager.createQueryBuilder(FamilyMember, 'm').where('m.familyId = :familyId AND m.role = :role', { familyId: member.familyId, role: 'admin' }),
    ).getMany();
    if (!admins.some((admin) => admin.id !== member.id)) throw new ConflictException(LAST_ADMIN);
  }
}
