import { del, put } from './http';
import type { FamilyRole, MemberResponse, UpdateMemberRoleRequest } from '@heirloom/contracts';

export const updateMemberRole = (memberId: number, role: FamilyRole) =>
  put<{ member: MemberResponse }>(`/members/${memberId}/role`, { role } satisfies UpdateMemberRoleRequest).then((r) => r.member);
export const removeMember = (memberId: number) => del(`/members/${memberId}`);
