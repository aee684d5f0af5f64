import { Browser } from 'playwright-core';
import { addMember, createFamily, createUser, TestUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { checkScreen, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/** The audit trail (issue 17) in a browser: the admin panel's, filtered; a family's, from the family's menu. */
describe('Audit trail', () => {
  jest.setTimeout(120_000);
  let app: TestApp;
  let browser: Browser;
  let ada: TestUser;
  let familyId: number;

  const suite = browserSuite({ admin: { name: 'Ada Lovelace', email: 'ada.audit@example.com' } });
  beforeAll(async () => {
    ({ app, browser, admin: ada } = suite);
    const mary = await createUser(app, { name: 'Mary Somerville', email: 'mary.audit@example.com' });
    familyId = await createFamily(ada, 'The Lovelaces', 'Letters, holidays and Sunday lunches since 1835');
    await addMember(ada, familyId, mary);
    const photo = await uploadPhoto(mary, familyId, { description: 'Boat trip on Lake Como' });
    await mary.agent.delete(`/api/photos/${photo.id}`).expect(204);
    await app.request().post('/api/auth/login').send({ email: mary.email, password: 'not her password' }).expect(401);
  });

  it.each(Object.values(WIDTHS))('lists every event in the admin panel and filters them by action at %i px', async (width) => {
    const { context, page } = await signedIn(browser, app, ada, width);
    await page.goto('/admin/audit');
    await page.getByRole('heading', { name: 'Audit Trail' }).first().waitFor();
    await page.getByText('Photo moved to trash').first().waitFor();
    await page.getByText('Sign-in failed').first().waitFor();
    await checkScreen(page, 'admin-audit', { axe: true });
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Sign-in failed' }).click();
    await page.getByText('Photo moved to trash').waitFor({ state: 'detached' });
    await page.getByText('wrong password').first().waitFor();
    await context.close();
  });

  it.each(Object.values(WIDTHS))("opens a family's audit trail from its menu for a family admin at %i px", async (width) => {
    const { context, page } = await signedIn(browser, app, ada, width);
    await page.goto(`/families/${familyId}`);
    await page.getByRole('heading', { name: 'The Lovelaces' }).first().waitFor();
    await page.getByRole('button', { name: 'Family actions' }).click();
    await page.getByRole('menuitem', { name: 'Audit Trail' }).click();
    await page.getByRole('heading', { name: 'Audit Trail' }).first().waitFor();
    await page.getByText('Photo moved to trash').first().waitFor();
    await page.getByText('Member joined').first().waitFor();
    // Sign-ins concern accounts, not the family: they stay in the admin panel.
    expect(await page.getByText('Sign-in failed').count()).toBe(0);
    await checkScreen(page, 'family-audit', { axe: true });
    await context.close();
  });
});

describe('Admin panel with REQUIRE_ADMIN_2FA', () => {
  jest.setTimeout(120_000);
  const suite = browserSuite({ admin: { name: 'Grace Hopper', email: 'grace.audit@example.com' }, env: { REQUIRE_ADMIN_2FA: 'true' } });

  it.each(Object.values(WIDTHS))('asks the admin to set up two-factor sign-in first, with the way to the account page at %i px', async (width) => {
    const { context, page } = await signedIn(suite.browser, suite.app, suite.admin, width);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Set up two-factor sign-in first' }).waitFor();
    await checkScreen(page, 'admin-two-factor-first', { axe: true });
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await page.waitForURL('**/account');
    await context.close();
  });
});
