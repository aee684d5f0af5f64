import { del, put } from './http';
import type { Id, Member, Role } from './types';

export const updateMemberRole = (memberId: Id, role: Role) =>
  put<{ member: Member }>(`/members/${memberId}/role`, { role }).then((r) => r.member);
export const removeMember = (memberId: Id) => del(`/members/${memberId}`);
