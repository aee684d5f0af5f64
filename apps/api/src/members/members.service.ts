import type { MemberResponse } from '@heirloom/contracts';
import { FamiliesRepository, FamilyRole, MemberChangeOutcome } from '@heirloom/database';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { toMemberResponse } from './member.response';

export const LAST_ADMIN = 'A family needs at least one admin: make another member admin first';
const MISSING = 'Member not found';

@Injectable()
export class MembersService {
  constructor(
    private readonly access: AccessService,
    private readonly families: FamiliesRepository,
  ) {}

  async list(user: AuthUser, familyId: number): Promise<MemberResponse[]> {
    await this.access.requireAccess(user, 'family.read', familyId);
    return (await this.families.getMembersOf([familyId], true)).map(toMemberResponse);
  }

  /** Changes a member's role; the family's last admin cannot be demoted (409). */
  async updateRole(user: AuthUser, memberId: number, role: FamilyRole, familyId?: number): Promise<MemberResponse> {
    await this.requireInFamily(user, 'member.updateRole', memberId, familyId);
    settle(await this.families.setRoleUnlessLastAdmin(memberId, role));
    const member = await this.families.getMemberWithUser(memberId);
    if (!member) throw new NotFoundException(MISSING);
    return toMemberResponse(member);
  }

  /** Removes a member (an admin removing someone, or a member leaving); never the last admin (409). */
  async remove(user: AuthUser, memberId: number, familyId?: number): Promise<void> {
    await this.requireInFamily(user, 'member.remove', memberId, familyId);
    settle(await this.families.removeUnlessLastAdmin(memberId));
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
