import type { MemberResponse } from '@heirloom/contracts';
import { FamiliesRepository, FamilyMember, FamilyRole, MemberChangeOutcome } from '@heirloom/database';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuditRecord, AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { toMemberResponse } from './member.response';

export const LAST_ADMIN = 'A family needs at least one admin: make another member admin first';
const MISSING = 'Member not found';

@Injectable()
export class MembersService {
  constructor(
    private readonly access: AccessService,
    private readonly families: FamiliesRepository,
    private readonly audit: AuditService,
  ) {}

  async list(user: AuthUser, familyId: number): Promise<MemberResponse[]> {
    await this.access.requireAccess(user, 'family.read', familyId);
    return (await this.families.getMembersOf([familyId], true)).map(toMemberResponse);
  }

  /** Changes a member's role; the family's last admin cannot be demoted (409). */
  async updateRole(user: AuthUser, memberId: number, role: FamilyRole, familyId?: number): Promise<MemberResponse> {
    await this.requireInFamily(user, 'member.updateRole', memberId, familyId);
    const outcome = await this.families.setRoleUnlessLastAdmin(memberId, role);
    settle(outcome);
    const member = await this.families.getMemberWithUser(memberId);
    if (!member) throw new NotFoundException(MISSING);
    if (outcome === 'changed') await this.audit.record({ ...(await this.event(user, member)), action: 'member.role_changed', details: { role } });
    return toMemberResponse(member);
  }

  /** Removes a member (an admin removing someone, or a member leaving); never the last admin (409). */
  async remove(user: AuthUser, memberId: number, familyId?: number): Promise<void> {
    await this.requireInFamily(user, 'member.remove', memberId, familyId);
    const member = await this.families.getMemberWithUser(memberId);
    if (!member) throw new NotFoundException(MISSING);
    const event = await this.event(user, member);
    settle(await this.families.removeUnlessLastAdmin(memberId));
    await this.audit.record({ ...event, action: 'member.removed', details: { left: member.userId === user.id } });
  }

  /** An event about a member: the caller did it, in the member's family, to the member's account. */
  private async event(user: AuthUser, member: FamilyMember): Promise<Omit<AuditRecord, 'action'>> {
    const family = await this.families.getById(member.familyId);
    return { actor: user, family, target: { type: 'user', id: member.userId, label: member.user?.name ?? null } };
  }

  /** Checks the permission, and for the /families/{id}/members/{memberId} shape that the member is in that family. */
  private async requireInFamily(user: AuthUser, permission: 'member.updateRole' | 'member.remove', memberId: number, familyId?: number) {
    const grant = await this.access.requireAccess(user, permission, memberId);
    if (familyId !== undefined && grant.familyId !== familyId) throw new NotFoundException(MISSING);
  }
}

/** A refused change as its answer: the member went meanwhile (404), or the family would have no admin left (409). */
function settle(outcome: MemberChangeOutcome): void {
  if (outcome === 'missing') throw new NotFoundException(MISSING);
  if (outcome === 'last-admin') throw new ConflictException(LAST_ADMIN);
}
