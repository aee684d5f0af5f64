import { createFamily, createUser, PASSWORD, TestUser, uniqueEmail } from '../support/factories';
import { eventually } from '../support/eventually';
import { SmtpSink } from '../support/smtp-sink';
import { TestApp } from '../support/test-app';

/**
 * Issue 20, item 1, as the attacker did it: a plain member reads the invitee's address and role from the family's
 * invitation list, registers that address, gets the token from "pending" and accepts as admin, then demotes the
 * family's creator and deletes the family. Each step is now refused; the attack goes on with what an attacker would
 * still have, so that every refusal is seen.
 */
describe('Invitation squatting', () => {
  let app: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    app = await TestApp.start({ worker: true, env: { SMTP_URL: smtp.url } });
    await createUser(app, { name: 'Platform Admin' });
  });

  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
  });

  /** Invites the user and accepts through the link e-mailed to them, as the real member once did. */
  async function joinByMail(admin: TestUser, familyId: number, user: TestUser): Promise<void> {
    await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email: user.email }).expect(201);
    const invitationLinkIn = (raw: string) => /\/invitations\/([A-Za-z0-9_-]{43})/.exec(raw.replace(/=\r?\n/g, ''))?.[1];
    const linkIn = () => smtp.messages.filter((m) => m.to.includes(user.email)).map((m) => invitationLinkIn(m.raw)).find(Boolean);
    const token = await eventually(async () => linkIn(), Boolean, 15_000, `The invitation e-mail to ${user.email}`);
    await user.agent.post(`/api/invitations/accept/${token}`).expect(200);
  }

  it('gives a member who registers an invited address neither the invitation nor the family', async () => {
    const creator = await createUser(app, { name: 'Cora Creator' });
    const member = await createUser(app, { name: 'Mal Member' });
    const familyId = await createFamily(creator, 'The Targets');
    await joinByMail(creator, familyId, member);
    const invitee = uniqueEmail('future-admin').toLowerCase();
    await creator.agent.post(`/api/families/${familyId}/invitations`).send({ email: invitee, role: 'admin' }).expect(201);
    const creatorMemberId = (await member.agent.get(`/api/families/${familyId}/members`).expect(200)).body.members.find(
      (m: { user: { id: number } }) => m.user.id === creator.id,
    ).id;

    // 1. The member reads the invitee's address and role from the family's invitation list.
    const listing = await member.agent.get(`/api/families/${familyId}/invitations`);
    expect({ status: listing.status, body: listing.body }).toEqual({ status: 403, body: { error: "Only family admins can see the family's invitations" } });

    // 2. They register that address (learnt some other way now): registration is open, but the address is unproved.
    const squatter = app.agent();
    const registered = await squatter.post('/api/auth/register').send({ email: invitee, password: PASSWORD, name: 'Not The Invitee' }).expect(201);
    expect(registered.body.user.email_verified).toBe(false);

    // 3. They get the token from "pending": listed, but without its token.
    const pending = (await squatter.get('/api/invitations/pending').expect(200)).body.invitations;
    expect(pending).toEqual([expect.objectContaining({ role: 'admin', family: { id: familyId, name: 'The Targets' }, token: null })]);

    // 4. They accept as admin: with no token there is nothing to accept with; declining is refused too.
    expect((await squatter.post(`/api/invitations/accept/${pending[0].token}`).expect(404)).body).toEqual({ error: 'Invitation not found' });
    expect((await squatter.delete(`/api/invitations/${pending[0].id}`).expect(403)).body).toEqual({
      error: 'Verify your e-mail address before declining an invitation',
    });
    await squatter.get(`/api/families/${familyId}`).expect(404);

    // 5. They demote the family's creator and delete the family: outsiders, they do not even see it.
    expect((await squatter.put(`/api/members/${creatorMemberId}/role`).send({ role: 'member' }).expect(404)).body).toEqual({ error: 'Member not found' });
    expect((await squatter.delete(`/api/families/${familyId}`).expect(404)).body).toEqual({ error: 'Family not found' });

    // Nothing changed: the creator is still the family's admin, the invitation still waits for its real addressee.
    const family = (await creator.agent.get(`/api/families/${familyId}`).expect(200)).body.family;
    expect(family.role).toBe('admin');
    const invitations = (await creator.agent.get(`/api/families/${familyId}/invitations`).expect(200)).body.invitations;
    expect(invitations).toEqual([expect.objectContaining({ email: invitee, role: 'admin', status: 'pending' })]);
  });
});
