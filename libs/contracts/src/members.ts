import type { FamilyRole } from './common';

export interface MemberResponse {
  id: number;
  role: FamilyRole;
  joined_at: string;
  user: { id: number; name: string; email: string };
}

export interface UpdateMemberRoleRequest {
  role: FamilyRole;
}
