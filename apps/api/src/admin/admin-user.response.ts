import { AdminUserSummary } from '@heirloom/database';

export interface AdminUserResponse {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
  email_verified: boolean;
  family_count: number;
  photo_count: number;
  created_at: string;
  last_seen_at: string | null;
}

export const toAdminUserResponse = (user: AdminUserSummary): AdminUserResponse => ({
  id: user.id,
  name: user.name,
  email: user.email,
  is_admin: user.isAdmin,
  email_verified: user.emailVerified,
  family_count: user.familyCount,
  photo_count: user.photoCount,
  created_at: user.createdAt.toISOString(),
  last_seen_at: user.lastSeenAt?.toISOString() ?? null,
});
