import type { MemberResponse } from '@heirloom/contracts';
import { FamilyMember } from '@heirloom/database';

/** Expects the member loaded with its user. */
export const toMemberResponse = (member: FamilyMember): MemberResponse => ({
  id: member.id,
  role: member.role,
  joined_at: member.joinedAt.toISOString(),
  user: { id: member.user!.id, name: member.user!.name, email: member.user!.email },
});
