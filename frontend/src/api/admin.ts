import { del, get, put, query } from './http';
import type { AdminListQuery, AdminVerifyResponse, AdminStatsResponse, AdminUserPageResponse, AdminUserResponse, UpdateAdminUserRequest } from '@heirloom/contracts';

/** The admin check: null for anyone but a platform admin (403); for an admin, whether two-factor sign-in is owed first. */
export const verifyAdmin = () => get<AdminVerifyResponse>('/admin/verify');
export const getAdminStats = () => get<AdminStatsResponse>('/admin/stats');
export const listAdminUsers = (page: number, perPage: number, search: string) =>
  get<AdminUserPageResponse>(`/admin/users${query({ page, per_page: perPage, search } satisfies AdminListQuery)}`);
export const getAdminUser = (userId: number) => get<{ user: AdminUserResponse }>(`/admin/users/${userId}`).then((r) => r.user);
export const updateAdminUser = (userId: number, body: UpdateAdminUserRequest) =>
  put<{ user: AdminUserResponse }>(`/admin/users/${userId}`, body).then((r) => r.user);
export const deleteAdminUser = (userId: number) => del(`/admin/users/${userId}`);
