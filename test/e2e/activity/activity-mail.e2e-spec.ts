import { addMember, createUser } from '../support/factories';
import { eventually } from '../support/eventually';
import { header } from '../support/received-mail';
import { SmtpSink } from '../support/smtp-sink';
import { createComment, familyWithPhoto } from '../support/stories';
import { TestApp } from '../support/test-app';
import { useMailingApp } from '../support/mailing-app';

/** The immediate e-mails of issue 16: a mention, a comment or story on one's photo; one-click unsubscribe (RFC 8058). */
describe('Activity e-mails', () => {
  let app: TestApp;
  let smtp: SmtpSink;

  useMailingApp((mailing) => ({ app, smtp } = mailing));

  /** Messages to an address about activity (not the address checks and invitations the factories cause). */
  const activityMailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email) && header(mail, 'List-Unsubscribe-Post') !== undefined);
  const waitForActivityMail = (email: string, count = 1) =>
    eventually(async () => activityMailsTo(email), (found) => found.length >= count, 15_000, `${count} activity e-mail(s) to ${email}`);

  it('mails the mentioned member and the photo’s uploader, never the author, with a one-click unsubscribe that works without signing in', async () => {
    const { admin, member, familyId, photoId } = await familyWithPhoto(app, 'Picnic');
    const other = await createUser(app, { name: 'Olga Other' });
    await addMember(admin, familyId, other);

    await other.agent.post(`/api/photos/${photoId}/comments`).send({ content: 'Ada, look at Max’s hat', mentioned_user_ids: [admin.id] }).expect(201);
    const [mention] = await waitForActivityMail(admin.email);
    expect(header(mention, 'Subject')).toBe('Olga Other mentioned you in a comment in The Testers');
    expect(mention.raw).toContain(`https://family.example.org/photos/${photoId}`);
    const [comment] = await waitForActivityMail(member.email);
    expect(header(comment, 'Subject')).toBe('Olga Other commented on your photo in The Testers');
    expect(header(comment, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = header(comment, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(/^<https:\/\/family\.example\.org\/api\/unsubscribe\/[^>]+>$/);
    await app.drainJobs();
    expect(activityMailsTo(other.email)).toEqual([]);

    // The one click: a POST to the link, with no session.
    const path = new URL(unsubscribe!.slice(1, -1)).pathname;
    expect((await app.request().post(path).expect(200)).body).toEqual({ unsubscribed: 'comments' });
    expect((await member.agent.get('/api/me/preferences').expect(200)).body.preferences).toMatchObject({ email_comments: false, email_mentions: true });

    // No more comment e-mails to Max; a mention still comes.
    await createComment(other, photoId, 'Another one');
    await other.agent.post(`/api/photos/${photoId}/stories`).send({ content: 'Max brought the hat', mentioned_user_ids: [member.id] }).expect(201);
    const [, mentioned] = await waitForActivityMail(member.email, 2);
    expect(header(mentioned, 'Subject')).toBe('Olga Other mentioned you in a story in The Testers');
    await app.drainJobs();
    expect(activityMailsTo(member.email)).toHaveLength(2);
  });

  it('refuses a link it did not sign with 404', async () => {
    const user = await createUser(app);
    await app.request().post(`/api/unsubscribe/${user.id}.comments.${'a'.repeat(43)}`).expect(404, { error: 'This unsubscribe link is not valid' });
    await app.request().post('/api/unsubscribe/nonsense').expect(404);
    expect((await user.agent.get('/api/me/preferences').expect(200)).body.preferences.email_comments).toBe(true);
  });
});
