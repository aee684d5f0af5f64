import { User } from '@heirloom/database';
import { AuthUser } from '../auth/auth-user';

export interface UserResponse {
  id: number;
  email: string;
  name: string;
  is_admin: boolean;
  created_at: string;
}

export const toUserResponse = (user: User | AuthUser): UserResponse => ({
  id: user.id,
  email: user.email,
  name: user.name,
  is_admin: Boolean(user.isAdmin),
  created_at: user.createdAt.toISOString(),
});
