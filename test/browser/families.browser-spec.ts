import { Browser } from 'playwright-core';
import { addMember, createFamily, createUser, invitationToken, mintVerificationToken, PASSWORD, uniqueEmail } from '../e2e/support/factories';
import { TestApp } from '../e2e/support/test-app';
import { newContext, WIDTHS } from './support/browser';
import { checkScreen, dialog, signedIn } from './support/session';
import { browserSuite } from './support/suite';

describe('Families, invitations and members in the browser', () => {
  const suite = browserSuite({ mail: true });
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it('creates a family: Create stays disabled while the name is blank', async () => {
    const user = await createUser(app, { name: 'Fiona Founder' });
    const { context, page } = await signedIn(browser, app, user);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Create Your First Family' }).click();

    const create = dialog(page, 'Create New Family');
    const createButton = create.getByRole('button', { name: 'Create' });
    await createButton.waitFor();
    expect(await createButton.isDisabled()).toBe(true);
    await create.getByLabel('Family Name').fill('   ');
    expect(await createButton.isDisabled()).toBe(true);
    await create.getByText('Family name is required').waitFor();

    await create.getByLabel('Family Name').fill('The Founders');
    await create.getByLabel('Description').fill('Summer holidays and Sunday lunches');
    expect(await createButton.isEnabled()).toBe(true);
    await createButton.click();
    await create.waitFor({ state: 'hidden' });

    const card = page.getByRole('link', { name: /The Founders/ });
    await card.getByText('admin', { exact: true }).waitFor();
    await card.click();
    await page.waitForURL(/\/families\/\d+$/);
    await page.getByRole('heading', { name: 'The Founders' }).waitFor();
    await page.getByText('Summer holidays and Sunday lunches').waitFor();
    await page.getByText('No photos found').waitFor();
    await context.close();
  });

  it('invites a member who verifies their address, then accepts in a second browser; the admin copies the link', async () => {
    const admin = await createUser(app, { name: 'Ines Inviter' });
    const invitee = await createUser(app, { name: 'Ivan Invitee' });
    const familyId = await createFamily(admin, 'The Inviters');
    const adminSide = await signedIn(browser, app, admin);
    const inviteeSide = await signedIn(browser, app, invitee);

    const { page } = adminSide;
    await adminSide.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/families/${familyId}`);
    await page.getByRole('button', { name: 'Family actions' }).click();
    await page.getByRole('menuitem', { name: 'Manage Members' }).click();
    await page.waitForURL(`**/families/${familyId}/members`);
    await page.getByRole('button', { name: 'Invite Member' }).click();
    const invite = dialog(page, 'Invite Member');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await invite.getByText('Please enter an email address').waitFor();
    await invite.getByLabel('Email Address').fill(invitee.email);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await invite.waitFor({ state: 'hidden' });
    const pendingRow = page.getByRole('row', { name: new RegExp(invitee.email.replace(/[.+]/g, '\\$&')) });
    await pendingRow.waitFor();
    // Without SMTP the admin would send the link themselves: it comes from the app, never from a log.
    await pendingRow.getByRole('button', { name: `Copy the invitation link for ${invitee.email}` }).click();
    await page.getByText(`Link copied: send it to ${invitee.email}`).waitFor();
    const [{ link }] = (await admin.agent.get(`/api/families/${familyId}/invitations`).expect(200)).body.invitations;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Unverified, the invitee is told how to accept, with no Accept that could not work.
    const other = inviteeSide.page;
    await other.goto('/dashboard');
    const panel = other.getByRole('list', { name: 'Pending Invitations' });
    await panel.getByText('The Inviters').waitFor();
    await panel.getByText("Open the invitation's e-mail to accept it, or verify your e-mail address to accept it here.").waitFor();
    await other.getByText('Verify your e-mail address', { exact: true }).waitFor();
    expect(await other.getByRole('button', { name: 'Accept The Inviters' }).count()).toBe(0);

    // The address check link, opened in the same browser, verifies and leads back to the dashboard.
    await other.goto(`/verify-email?token=${await mintVerificationToken(app, invitee)}`);
    await other.getByText('Your e-mail address is verified').waitFor();
    await other.getByRole('button', { name: 'Go to Dashboard' }).click();
    await other.waitForURL('**/dashboard');
    await panel.getByText('Invited by Ines Inviter as a member').waitFor();
    expect(await other.getByText('Verify your e-mail address', { exact: true }).count()).toBe(0);
    await other.getByRole('button', { name: 'Accept The Inviters' }).click();
    await other.waitForURL(`**/families/${familyId}`);
    await other.getByRole('heading', { name: 'The Inviters' }).waitFor();
    await other.getByText('2 members', { exact: false }).waitFor();

    await page.reload();
    await page.getByRole('row', { name: /Ivan Invitee/ }).getByText(invitee.email).waitFor();
    await page.getByText('No pending invitations').waitFor();
    await adminSide.context.close();
    await inviteeSide.context.close();
  });

  it('changes a member role and removes a member after confirmation; plain members see no actions', async () => {
    const admin = await createUser(app, { name: 'Ada Admin' });
    const member = await createUser(app, { name: 'Max Member' });
    const familyId = await createFamily(admin, 'The Roles');
    await addMember(admin, familyId, member);

    const memberSide = await signedIn(browser, app, member);
    await memberSide.page.goto(`/families/${familyId}/members`);
    await memberSide.page.getByRole('cell', { name: 'Ada Admin' }).waitFor();
    // The family (whose role decides the controls) comes in its own request: the absences below mean something only
    // once its name shows under the title.
    await memberSide.page.getByText('The Roles', { exact: true }).waitFor();
    expect(await memberSide.page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    expect(await memberSide.page.getByRole('button', { name: 'Invite Member' }).count()).toBe(0);
    // The family's invitations are its admins': a member's page neither lists them nor says there are none.
    expect(await memberSide.page.getByText('Pending Invitations').count()).toBe(0);
    expect(await memberSide.page.getByText('No pending invitations').count()).toBe(0);
    await memberSide.context.close();

    const { context, page } = await signedIn(browser, app, admin);
    await page.goto(`/families/${familyId}/members`);
    const row = page.getByRole('row', { name: /Max Member/ });
    await row.getByText('member', { exact: true }).waitFor();
    // Actions show once the family says the viewer is its admin: none on their own row.
    await page.getByRole('button', { name: 'Actions for Max Member' }).waitFor();
    expect(await page.getByRole('button', { name: 'Actions for Ada Admin' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Actions for Max Member' }).click();
    await page.getByRole('menuitem', { name: 'Make Admin' }).click();
    await row.getByText('admin', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Actions for Max Member' }).click();
    await page.getByRole('menuitem', { name: 'Make Member' }).click();
    await row.getByText('member', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Actions for Max Member' }).click();
    await page.getByRole('menuitem', { name: 'Remove from Family' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Remove Max Member from this family?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);

    await page.getByRole('button', { name: 'Actions for Max Member' }).click();
    await page.getByRole('menuitem', { name: 'Remove from Family' }).click();
    await confirm.getByRole('button', { name: /Remove|Delete/ }).click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('accepts an invitation from its e-mail link, signing in first', async () => {
    const admin = await createUser(app, { name: 'Lena Linker' });
    const invitee = await createUser(app, { name: 'Leo Linked' });
    const stranger = await createUser(app, { name: 'Sam Stranger' });
    const familyId = await createFamily(admin, 'The Linkers');
    await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email: invitee.email, role: 'member' }).expect(201);
    const token = await invitationToken(admin, familyId, invitee.email);

    // Someone else following the link is told it is not for their account, and offered to switch (see
    // invitations-without-mail.browser-spec.ts for the switch itself).
    const strangerSide = await signedIn(browser, app, stranger);
    await strangerSide.page.goto(`/invitations/${token}`);
    await strangerSide.page.getByText('This invitation was sent to another e-mail address than the one you are signed in with.').waitFor();
    await strangerSide.page.getByRole('button', { name: 'Sign out and switch account' }).waitFor();
    await strangerSide.page.goto('/invitations/not-a-real-token');
    await strangerSide.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await strangerSide.page.getByRole('alert').getByText('Invitation not found').waitFor();
    await strangerSide.context.close();

    // The invitee, signed out, signs in and comes back to the invitation.
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    await page.goto(`/invitations/${token}`);
    await page.waitForURL(`**/login?redirect=%2Finvitations%2F${token}`);
    await page.getByText('Sign in or create an account to accept your family invitation.').waitFor();
    await page.getByLabel('Email Address').fill(invitee.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**/invitations/${token}`);
    await page.getByText('You have been invited to join The Linkers').waitFor();
    await page.getByText('Invited by Lena Linker as a member').waitFor();
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await page.waitForURL(`**/families/${familyId}`);
    await page.getByRole('heading', { name: 'The Linkers' }).waitFor();

    // A used link answers 410 with the server's text.
    await page.goto(`/invitations/${token}`);
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await page.getByRole('alert').getByText('This invitation has already been used').waitFor();
    await context.close();
  });

  it('registers from the e-mailed link of someone with no account yet and lands back on the invitation', async () => {
    const admin = await createUser(app, { name: 'Nadia Newfamily' });
    const familyId = await createFamily(admin, 'The Newcomers');
    const email = uniqueEmail('newcomer');
    await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email, role: 'member' }).expect(201);
    await app.drainJobs();
    const mail = (await suite.mail!.waitForMessageTo(email)).raw.replace(/=\r?\n/g, '');
    const link = /\/invitations\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
    expect(link).toBeDefined();

    const context = await newContext(browser, app.url, WIDTHS.phone);
    const page = await context.newPage();
    await page.goto(link!);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByRole('link', { name: /sign up/i }).click();
    await page.waitForURL(`**/register?redirect=${encodeURIComponent(link!)}`);
    await page.getByText(/Create your account with the e-mail address the invitation was sent to/).waitFor();
    await checkScreen(page, 'register-invitation');
    await page.getByLabel('Full Name').fill('Nico Newcomer');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(`**${link}`);
    await page.getByText('You have been invited to join The Newcomers').waitFor();
    await page.getByText('Invited by Nadia Newfamily as a member').waitFor();
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await page.waitForURL(`**/families/${familyId}`);
    await page.getByRole('heading', { name: 'The Newcomers' }).waitFor();
    await page.getByText('2 members', { exact: false }).waitFor();
    // The e-mailed link proved the mailbox: the dashboard asks no more for the address to be verified.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /The Newcomers/ }).waitFor();
    expect(await page.getByText('Verify your e-mail address', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
