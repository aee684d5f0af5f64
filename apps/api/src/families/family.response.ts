import { Family, FamilyMember, FamilyRole } from '@heirloom/database';
import { MemberResponse, toMemberResponse } from '../members/member.response';

export interface FamilyResponse {
  id: number;
  name: string;
  description: string;
  created_by: number | null;
  created_at: string;
  /** The caller's role and when they joined. */
  role: FamilyRole;
  joined_at: string;
  member_count: number;
  members: Array<MemberResponse | { id: number; role: FamilyRole; user_id: number }>;
}

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
