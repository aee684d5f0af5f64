import type { AdminUserResponse } from '@heirloom/contracts';
import { AdminUserSummary } from '@heirloom/database';
import { accountResponse } from '../users/user.response';

/** The account as its owner sees it, with the admin's counts and when it was last seen. */
export const toAdminUserResponse = (user: AdminUserSummary): AdminUserResponse => ({
  ...accountResponse(user, user.emailVerified),
  family_count: user.familyCount,
  photo_count: user.photoCount,
  last_seen_at: user.lastSeenAt?.toISOString() ?? null,
});
