/** A person as the provider vouches for them after a sign-in: what single sign-on matches or creates an account by. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  /** Trimmed and lower-cased; null when the provider gave none (or not an address). */
  email: string | null;
  /** The provider's `email_verified`: only a verified address may match or create an account. */
  emailVerified: boolean;
  /** A display name for a new account (at most 100 characters, never blank). */
  name: string;
}

type Claims = Record<string, unknown>;

const MAX_EMAIL = 254;
const MAX_NAME = 100;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\s+/g, ' ') : null);

function emailOf(claims: Claims): string | null {
  const email = text(claims.email)?.toLowerCase() ?? null;
  return email && email.length <= MAX_EMAIL && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/** Some providers (Cognito, older Keycloak mappers) send the string "true". */
const isTrue = (value: unknown): boolean => value === true || value === 'true';

function nameOf(claims: Claims, email: string | null): string {
  const joined = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  const name = text(claims.name) ?? (joined || null) ?? text(claims.preferred_username) ?? email?.split('@')[0] ?? 'Family member';
  return [...name].slice(0, MAX_NAME).join('').trim();
}

/** Reads the claims of the ID token and the userinfo answer (merged by the caller) into an identity. */
export function identityFromClaims(issuer: string, claims: Claims): OidcIdentity {
  const email = emailOf(claims);
  return { issuer, subject: String(claims.sub), email, emailVerified: email !== null && isTrue(claims.email_verified), name: nameOf(claims, email) };
}
