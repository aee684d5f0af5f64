import { User } from '@heirloom/database';
import { AuthUser } from '../auth/auth-user';

export interface UserResponse {
  id: number;
  email: string;
  name: string;
  is_admin: boolean;
  /** Whether the account proved it receives mail at `email` (a mailed link, an accepted invitation, an admin). */
  email_verified: boolean;
  created_at: string;
}

export const toUserResponse = (user: User | AuthUser): UserResponse => ({
  id: user.id,
  email: user.email,
  name: user.name,
  is_admin: Boolean(user.isAdmin),
  email_verified: user.emailVerifiedAt !== null,
  created_at: user.createdAt.toISOString(),
});
