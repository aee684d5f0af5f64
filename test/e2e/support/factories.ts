import TestAgent from 'supertest/lib/agent';
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

/** Invites the user into the family and accepts as them; returns their member id. */
export async function addMember(admin: TestUser, familyId: number, user: TestUser, role: 'admin' | 'member' = 'member'): Promise<number> {
  await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email: user.email, role }).expect(201);
  const pending = await user.agent.get('/api/invitations/pending').expect(200);
  const invitation = pending.body.invitations.find((i: { family: { id: number } }) => i.family.id === familyId);
  await user.agent.post(`/api/invitations/accept/${invitation.token}`).expect(200);
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
