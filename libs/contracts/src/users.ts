export interface UserResponse {
  id: number;
  email: string;
  name: string;
  is_admin: boolean;
  /** Whether the account proved it receives mail at `email` (a mailed link, an accepted invitation, an admin). */
  email_verified: boolean;
  created_at: string;
}
