import { AccountToken, hashSecretToken, newSecretToken, User } from '@heirloom/database';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { TestApp } from './test-app';

let sequence = 0;
/** A unique e-mail for this test run. */
export const uniqueEmail = (label = 'user'): string => `${label}.${process.pid}.${++sequence}@example.com`;

export const PASSWORD = 'correct horse battery';

export interface TestUser {
  agent: TestAgent;
  id: number;
  email: string;
  name: string;
  isAdmin: boolean;
}

/** Registers an account and returns a signed-in client for it. */
export async function createUser(app: TestApp, fields: { email?: string; name?: string; password?: string } = {}): Promise<TestUser> {
  const agent = app.agent();
  const email = fields.email ?? uniqueEmail();
  const name = fields.name ?? `User ${sequence}`;
  const response = await agent.post('/api/auth/register').send({ email, name, password: fields.password ?? PASSWORD }).expect(201);
  return { agent, id: response.body.user.id, email: response.body.user.email, name, isAdmin: response.body.user.is_admin };
}

export async function createFamily(owner: TestUser, name = 'The Testers', description = 'A family for tests'): Promise<number> {
  const response = await owner.agent.post('/api/families').send({ name, description }).expect(201);
  return response.body.family.id;
}

/** The token at the end of an invitation's accept link (`…/invitations/<token>`). */
export const tokenOfLink = (link: string): string => new URL(link).pathname.split('/').pop()!;

/**
 * The token of the family's open invitation to an address, as a family admin copies it from the app: the link in
 * the family's invitation list (the invitee's own pending list shows it only once their address is verified).
 */
export async function invitationToken(admin: TestUser, familyId: number, email: string): Promise<string> {
  const listed = await admin.agent.get(`/api/families/${familyId}/invitations`).expect(200);
  const invitation = listed.body.invitations.find((i: { email: string }) => i.email === email.toLowerCase());
  if (!invitation?.link) throw new Error(`No open invitation to ${email} in family ${familyId}`);
  return tokenOfLink(invitation.link);
}

/** Marks the account's address verified, as its mailed link would (tests that are not about verification). */
export async function markVerified(app: TestApp, user: TestUser): Promise<void> {
  await app.app.get(DataSource).getRepository(User).update({ id: user.id }, { emailVerifiedAt: new Date() });
}

/** A token that verifies the account's address, stored as the mail job stores it, for tests without an SMTP sink. */
export async function mintVerificationToken(app: TestApp, user: { id: number; email: string }): Promise<string> {
  const token = newSecretToken();
  await app.app
    .get(DataSource)
    .getRepository(AccountToken)
    .insert({ userId: user.id, purpose: 'verify_email', email: user.email, tokenHash: hashSecretToken(token), expiresAt: new Date(Date.now() + 3_600_000), mailSentAt: new Date() });
  return token;
}

/** Invites the user into the family and accepts as them, with the link the admin copied; returns their member id. */
export async function addMember(admin: TestUser, familyId: number, user: TestUser, role: 'admin' | 'member' = 'member'): Promise<number> {
  await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email: user.email, role }).expect(201);
  const token = await invitationToken(admin, familyId, user.email);
  await user.agent.post(`/api/invitations/accept/${token}`).expect(200);
  const members = await admin.agent.get(`/api/families/${familyId}/members`).expect(200);
  return members.body.members.find((m: { user: { id: number } }) => m.user.id === user.id).id;
}

/** A family with an admin, a plain member and an outsider. */
export async function createFamilyWithRoles(app: TestApp) {
  const admin = await createUser(app, { name: 'Ada Admin' });
  const member = await createUser(app, { name: 'Max Member' });
  const outsider = await createUser(app, { name: 'Otto Outsider' });
  const familyId = await createFamily(admin);
  const memberId = await addMember(admin, familyId, member);
  return { admin, member, outsider, familyId, memberId };
}
