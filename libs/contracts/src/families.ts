import type { FamilyRole } from './common';
import type { MemberResponse } from './members';

/** A member as a list of families names them: without their user's details. */
export interface FamilyMemberRefResponse {
  id: number;
  role: FamilyRole;
  user_id: number;
}

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
  /** With their user on a single family's read (MemberResponse), as references in the list of families. */
  members: Array<MemberResponse | FamilyMemberRefResponse>;
}

export interface CreateFamilyRequest {
  name: string;
  description?: string;
}

export interface UpdateFamilyRequest {
  name?: string;
  description?: string;
}
