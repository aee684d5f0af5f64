import { get, post, put } from './http';
import type { Family, Id, Member } from './types';

export interface FamilyInput {
  name: string;
  description: string;
}

export const listFamilies = () => get<{ families: Family[] }>('/families').then((r) => r.families);
export const getFamily = (familyId: Id) => get<{ family: Family }>(`/families/${familyId}`).then((r) => r.family);
export const createFamily = (body: FamilyInput) => post<{ family: Family }>('/families', body).then((r) => r.family);
export const updateFamily = (familyId: Id, body: Partial<FamilyInput>) =>
  put<{ family: Family }>(`/families/${familyId}`, body).then((r) => r.family);
export const listMembers = (familyId: Id) =>
  get<{ members: Member[] }>(`/families/${familyId}/members`).then((r) => r.members);
