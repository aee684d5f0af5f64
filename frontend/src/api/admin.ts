import { del, get, put, query } from './http';
import type { AdminStats, AdminUser, Id } from './types';

export const verifyAdmin = () => get<{ is_admin: boolean }>('/admin/verify').then((r) => r.is_admin === true);
export const getAdminStats = () => get<AdminStats>('/admin/stats');
export const listAdminUsers = (page: number, perPage: number, search: string) =>
  get<{ users: AdminUser[]; total: number }>(`/admin/users${query({ page, per_page: perPage, search })}`);
export const getAdminUser = (userId: Id) => get<{ user: AdminUser }>(`/admin/users/${userId}`).then((r) => r.user);
export const updateAdminUser = (userId: Id, body: { name?: string; is_admin?: boolean; email_verified?: boolean }) =>
  put<{ user: AdminUser }>(`/admin/users/${userId}`, body).then((r) => r.user);
export const deleteAdminUser = (userId: Id) => del(`/admin/users/${userId}`);
