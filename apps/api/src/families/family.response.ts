import type { FamilyResponse } from '@heirloom/contracts';
import { Family, FamilyMember } from '@heirloom/database';
import { toMemberResponse } from '../members/member.response';

/** A family as its member sees it; `detailed` members carry their user (single-family reads). */
export function toFamilyResponse(family: Family, caller: FamilyMember, members: FamilyMember[], detailed: boolean): FamilyResponse {
  return {
    id: family.id,
    name: family.name,
    description: family.description,
    created_by: family.createdBy,
    created_at: family.createdAt.toISOString(),
    role: caller.role,
    joined_at: caller.joinedAt.toISOString(),
    member_count: members.length,
    members: members.map((member) =>
      detailed ? toMemberResponse(member) : { id: member.id, role: member.role, user_id: member.userId },
    ),
  };
}
