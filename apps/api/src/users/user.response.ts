import type { UserResponse } from '@heirloom/contracts';
import { User } from '@heirloom/database';
import { AuthUser } from '../auth/auth-user';

/** The fields of an account every view of it answers; `emailVerified` is read differently by each source. */
export const accountResponse = (
  user: Pick<AuthUser, 'id' | 'email' | 'name' | 'isAdmin' | 'createdAt'>,
  emailVerified: boolean,
): UserResponse => ({
  id: user.id,
  email: user.email,
  name: user.name,
  is_admin: user.isAdmin,
  email_verified: emailVerified,
  created_at: user.createdAt.toISOString(),
});

export const toUserResponse = (user: User | AuthUser): UserResponse => accountResponse(user, user.emailVerifiedAt !== null);
