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

/**
 * A user being signed in, with the key of users.session_key that the new session is tied to (what the session
 * serializer stores). Only on the sign-in path; never in a response.
 */
export interface SigningInUser extends AuthUser {
  sessionKey: string;
}

/** What a session stores of its user: the id, and the account's session key when the session began. */
export interface SessionPrincipal {
  id: number;
  key: string;
}
