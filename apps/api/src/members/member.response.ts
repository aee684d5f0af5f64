import { FamilyMember, FamilyRole } from '@heirloom/database';

export interface MemberResponse {
  id: number;
  role: FamilyRole;
  joined_at: string;
  user: { id: number; name: string; email: string };
}

/** Expects the member loaded with its user. */
export const toMemberResponse = (member: FamilyMember): MemberResponse => ({
  id: member.id,
  role: member.role,
  joined_at: member.joinedAt.toISOString(),
  user: { id: member.user!.id, name: member.user!.name, email: member.user!.email },
});
