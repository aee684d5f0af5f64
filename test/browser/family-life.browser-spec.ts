import { Browser } from 'playwright-core';
import { addMember, createFamily, createUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { scenePhoto } from './support/pictures';
import { checkScreen, dialog, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/** Issue 19, item 8: dashboard cards with a cover, the photo count and the whole name; leaving and deleting a family. */
describe('Families as a family lives them, in the browser', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: cards show a cover, the photo count and the full name; a member leaves, the last admin is told to hand over', async (width) => {
    const admin = await createUser(app, { name: 'Greta Grandmother' });
    const grandson = await createUser(app, { name: 'Gus Grandson' });
    const longName = `The Extraordinarily Long-Named Family of Grandmother Greta ${width}`;
    const familyId = await createFamily(admin, longName);
    await addMember(admin, familyId, grandson);
    await uploadPhoto(admin, familyId, { description: 'On the porch' }, await scenePhoto('meadow'));
    await uploadPhoto(admin, familyId, { description: 'At the lake' }, await scenePhoto('lake'));
    await app.drainJobs();

    const side = await signedIn(browser, app, grandson, width);
    const { page } = side;
    await page.goto('/dashboard');
    const card = page.getByRole('link', { name: longName });
    await card.getByText('2 members · 2 photos').waitFor();
    await card.getByRole('heading', { name: longName }).waitFor();
    // The whole name shows: nothing of it is cut off with an ellipsis.
    expect(await card.getByRole('heading', { name: longName }).evaluate((h) => h.scrollWidth <= h.clientWidth && getComputedStyle(h).textOverflow !== 'ellipsis')).toBe(true);
    await card.locator('img').first().waitFor();
    await checkScreen(page, 'dashboard-family-cards');

    await card.click();
    await page.getByRole('button', { name: 'Family actions' }).click();
    expect(await page.getByRole('menuitem', { name: 'Delete Family' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Leave Family' }).click();
    const leave = dialog(page, `Leave ${longName}?`);
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(`You left ${longName}`).waitFor();
    expect(await page.getByRole('link', { name: longName }).count()).toBe(0);
    await side.context.close();

    // The family's last admin cannot leave it without an admin.
    const adminSide = await signedIn(browser, app, admin, width);
    await adminSide.page.goto(`/families/${familyId}`);
    await adminSide.page.getByRole('button', { name: 'Family actions' }).click();
    await adminSide.page.getByRole('menuitem', { name: 'Leave Family' }).click();
    const adminLeave = dialog(adminSide.page, `Leave ${longName}?`);
    await adminLeave.getByRole('button', { name: 'Leave' }).click();
    await adminLeave.getByText('A family needs at least one admin: make another member admin first').waitFor();
    await adminSide.context.close();
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: an admin deletes the family only after typing its name', async (width) => {
    const admin = await createUser(app, { name: 'Dora Deleter' });
    const name = `The Short-Lived ${width}`;
    const familyId = await createFamily(admin, name);
    const { context, page } = await signedIn(browser, app, admin, width);
    await page.goto(`/families/${familyId}`);
    await page.getByRole('button', { name: 'Family actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete Family' }).click();
    const confirm = dialog(page, `Delete ${name}?`);
    const button = confirm.getByRole('button', { name: 'Delete Family' });
    expect(await button.isDisabled()).toBe(true);
    await confirm.getByLabel('Name of the family').fill('The Short');
    expect(await button.isDisabled()).toBe(true);
    await confirm.getByLabel('Name of the family').fill(name);
    await checkScreen(page, 'delete-family', { overlay: true });
    await button.click();
    await page.waitForURL('**/dashboard');
    await page.getByText(`${name} was deleted`).waitFor();
    await admin.agent.get(`/api/families/${familyId}`).expect(404);
    await context.close();
  });
});
