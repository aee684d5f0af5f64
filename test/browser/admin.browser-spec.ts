import { Browser } from 'playwright-core';
import { createFamily, createUser, TestUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { dialog, signedIn } from './support/session';
import { browserSuite } from './support/suite';

describe('The admin area in the browser', () => {
  const suite = browserSuite({ admin: { name: 'Pat Platform' } });
  let app: TestApp;
  let browser: Browser;
  let platformAdmin: TestUser;
  beforeAll(() => {
    ({ app, browser, admin: platformAdmin } = suite);
  });

  it('shows the dashboard cards, activity and system status; a plain user is sent back to the dashboard', async () => {
    const owner = await createUser(app, { name: 'Carla Counted' });
    const familyId = await createFamily(owner, 'The Counted');
    await uploadPhoto(owner, familyId);

    const { context, page } = await signedIn(browser, app, platformAdmin);
    await page.goto('/dashboard');
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    await page.getByText('Admin Panel').first().waitFor();
    await page.getByText('ADMIN', { exact: true }).waitFor();
    const stats = (await platformAdmin.agent.get('/api/admin/stats').expect(200)).body;
    const users = page.getByRole('link', { name: `Total Users: ${stats.users.total}` });
    await users.getByText('1 admin', { exact: true }).waitFor();
    await page.getByRole('link', { name: `Total Families: ${stats.families.total}` }).getByText(/new this month/).waitFor();
    await page.getByRole('link', { name: `Total Photos: ${stats.photos.total}` }).getByText(/uploaded this month/).waitFor();
    await page.getByText('Storage Used').waitFor();
    await page.getByText(`${stats.users.active_30d} active users in the last 30 days`).waitFor();
    // One of a kind reads in the singular (issue 19).
    expect([stats.photos.uploaded_30d, stats.families.created_30d]).toEqual([1, 1]);
    await page.getByText('1 photo uploaded this month', { exact: true }).waitFor();
    await page.getByText('1 family created this month', { exact: true }).waitFor();
    const status = page.locator('.ant-card').filter({ hasText: 'System Status' });
    expect(await status.getByText('Healthy').count()).toBeGreaterThanOrEqual(2);
    await status.getByText('No backup yet').waitFor();

    await users.click();
    await page.waitForURL('**/admin/users');
    await page.getByRole('menuitem', { name: 'Families' }).click();
    await page.getByText('Coming Soon').waitFor();
    await page.getByRole('button', { name: 'Back to App' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();

    const plain = await signedIn(browser, app, owner);
    await plain.page.goto('/admin/users');
    await plain.page.waitForURL('**/dashboard');
    expect(await plain.page.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    await plain.context.close();
  });

  it('edits and deletes users; an admin can neither delete nor demote themself', async () => {
    const target = await createUser(app, { name: 'Edith Editable' });
    const doomed = await createUser(app, { name: 'Dora Doomed' });
    const { context, page } = await signedIn(browser, app, platformAdmin);
    await page.goto('/admin/users');

    // Self: the delete button is disabled and the Administrator checkbox cannot be unticked.
    await page.getByRole('row', { name: /Pat Platform/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Pat Platform' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Edit Pat Platform' }).click();
    const self = dialog(page, 'Edit User');
    const selfCheckbox = self.getByRole('checkbox', { name: 'Administrator' });
    expect(await selfCheckbox.isChecked()).toBe(true);
    expect(await selfCheckbox.isDisabled()).toBe(true);
    await self.getByText('You cannot remove admin privileges from yourself').waitFor();
    await self.getByRole('button', { name: 'Cancel' }).click();
    await self.waitFor({ state: 'hidden' });

    // Search, then edit another user: new name and the admin flag.
    await page.getByRole('searchbox', { name: 'Search by name or email...' }).fill('Edith');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('row', { name: /Pat Platform/ }).waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Edith Editable/ });
    await row.getByText('User', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Edith Editable' }).click();
    const edit = dialog(page, 'Edit User');
    await edit.getByLabel('Name').fill('Edith Edited');
    await edit.getByRole('checkbox', { name: 'Administrator' }).check();
    expect(await edit.getByText('You cannot remove admin privileges from yourself').count()).toBe(0);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Edith Edited/ }).getByText('Admin', { exact: true }).waitFor();
    const stored = await platformAdmin.agent.get(`/api/admin/users/${target.id}`).expect(200);
    expect(stored.body.user).toMatchObject({ name: 'Edith Edited', is_admin: true });

    // Delete another user after the confirmation.
    await page.getByRole('searchbox', { name: 'Search by name or email...' }).fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Dora Doomed' }).click();
    const remove = dialog(page, 'Delete User');
    await remove.getByText(/All of this user's photos, stories and comments will be permanently deleted/).waitFor();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await remove.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Dora Doomed/ }).waitFor({ state: 'detached' });
    await platformAdmin.agent.get(`/api/admin/users/${doomed.id}`).expect(404);
    await context.close();
  });
});
