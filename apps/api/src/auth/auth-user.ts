/** The caller as guards and services see it: loaded from the database on every request. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  isAdmin: boolean;
  createdAt: Date;
  lastSeenAt: Date | null;
  /** Null until the account proved its address: an unverified account never sees an invitation's token. */
  emailVerifiedAt: Date | null;
}
