import { Browser } from 'playwright-core';
import { createFamily, createUser, PASSWORD } from '../e2e/support/factories';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { checkScreen, dialog, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/**
 * Issue 19, item 1: a server without SMTP sends no e-mail, so the admin is told so and gets the link at once; every
 * pending invitation has Copy link and Resend; the link opened in another account's browser offers to switch.
 */
describe('Invitations on a server without e-mail', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: checks the address, says no e-mail goes out, shows the link at once, resends', async (width) => {
    const admin = await createUser(app, { name: 'Greta Grandmother' });
    const familyId = await createFamily(admin, `The Unmailed ${width}`);
    const inviteeEmail = `grandson.${width}.${Date.now()}@example.com`;
    const { context, page } = await signedIn(browser, app, admin, width);
    await page.goto(`/families/${familyId}/members`);
    await page.getByText('E-mail is not set up on this server: copy each link and send it yourself.').waitFor();
    await page.getByRole('button', { name: 'Invite Member' }).click();
    const invite = dialog(page, 'Invite Member');
    await invite.getByText(/E-mail is not set up on this server: no invitation e-mail will go out/).waitFor();
    await invite.getByLabel('Email Address').fill('grandson at example');
    await invite.getByRole('button', { name: 'Invite Member' }).click();
    await invite.getByText('Please enter a valid email address, like name@example.com').waitFor();
    expect((await admin.agent.get(`/api/families/${familyId}/invitations`).expect(200)).body.invitations).toEqual([]);
    await checkScreen(page, 'invite-no-mail', { overlay: true });

    await invite.getByLabel('Email Address').fill(inviteeEmail);
    await invite.getByRole('button', { name: 'Invite Member' }).click();
    const ready = dialog(page, 'Invitation ready: send this link');
    await ready.waitFor();
    const [listed] = (await admin.agent.get(`/api/families/${familyId}/invitations`).expect(200)).body.invitations;
    await ready.getByText(listed.link).waitFor();
    await ready.getByText(`Send this link to ${inviteeEmail} yourself`, { exact: false }).waitFor();
    await checkScreen(page, 'invitation-link-ready', { overlay: true });
    await ready.getByRole('button', { name: 'Close' }).click();
    await ready.waitFor({ state: 'hidden' });

    const row = page.getByRole('row', { name: new RegExp(inviteeEmail.replace(/[.+]/g, '\\$&')) });
    await row.getByRole('button', { name: `Copy the invitation link for ${inviteeEmail}` }).waitFor();
    const before = listed.expires_at;
    await row.getByRole('button', { name: `Resend the invitation to ${inviteeEmail}` }).click();
    await page.getByText(`Invitation to ${inviteeEmail} renewed for 7 days: copy its link`).waitFor();
    const [renewed] = (await admin.agent.get(`/api/families/${familyId}/invitations`).expect(200)).body.invitations;
    expect(renewed.link).toBe(listed.link);
    expect(new Date(renewed.expires_at).getTime()).toBeGreaterThanOrEqual(new Date(before).getTime());
    await checkScreen(page, 'members-invitations-no-mail');
    await context.close();
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: a link opened in another account offers to sign out and switch, then comes back to it', async (width) => {
    const admin = await createUser(app, { name: 'Hanna Host' });
    const invitee = await createUser(app, { name: 'Ian Invited' });
    const other = await createUser(app, { name: 'Olga Otheraccount' });
    const familyId = await createFamily(admin, `The Switchers ${width}`);
    const { link } = (await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email: invitee.email }).expect(201)).body.invitation;
    const path = new URL(link).pathname;

    const { context, page } = await signedIn(browser, app, other, width);
    await page.goto(path);
    await page.getByText('This invitation was sent to another e-mail address than the one you are signed in with.').waitFor();
    expect(await page.getByRole('button', { name: 'Accept Invitation' }).count()).toBe(0);
    await checkScreen(page, 'invitation-other-account');
    await page.getByRole('button', { name: 'Sign out and switch account' }).click();
    await page.waitForURL(`**/login?redirect=${encodeURIComponent(path)}`);
    await page.getByLabel('Email Address').fill(invitee.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**${path}`);
    await page.getByText('Invited by Hanna Host as a member').waitFor();
    await checkScreen(page, 'invitation-accept');
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await page.waitForURL(`**/families/${familyId}`);
    await context.close();
  });
});
