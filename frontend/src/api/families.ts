import { paths } from '../boot/paths';
import { del, get, post, put } from './http';
import type { CreateFamilyRequest, FamilyResponse, MemberResponse, UpdateFamilyRequest } from '@heirloom/contracts';

export const listFamilies = () => get<{ families: FamilyResponse[] }>(paths.families).then((r) => r.families);
export const getFamily = (familyId: number) => get<{ family: FamilyResponse }>(paths.family(familyId)).then((r) => r.family);
export const createFamily = (body: CreateFamilyRequest) => post<{ family: FamilyResponse }>('/families', body).then((r) => r.family);
export const updateFamily = (familyId: number, body: UpdateFamilyRequest) =>
  put<{ family: FamilyResponse }>(`/families/${familyId}`, body).then((r) => r.family);
/** Deletes the family with its photos, stories and comments (its admins only). */
export const deleteFamily = (familyId: number) => del(`/families/${familyId}`);
export const listMembers = (familyId: number) =>
  get<{ members: MemberResponse[] }>(`/families/${familyId}/members`).then((r) => r.members);
