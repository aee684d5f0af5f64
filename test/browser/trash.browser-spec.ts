import { Browser } from 'playwright-core';
import { addMember, createFamily, createUser, TestUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { scenePhoto } from './support/pictures';
import { checkScreen, dialog, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/** The trash (issue 15) in a browser: deleting says it goes there; the Trash page restores and deletes for good. */
describe('Trash', () => {
  jest.setTimeout(120_000);
  let app: TestApp;
  let browser: Browser;
  let ada: TestUser;
  let mary: TestUser;
  let familyId: number;

  const suite = browserSuite({ admin: { name: 'Ada Lovelace', email: 'ada.trash@example.com' } });
  beforeAll(async () => {
    ({ app, browser, admin: ada } = suite);
    mary = await createUser(app, { name: 'Mary Somerville', email: 'mary.trash@example.com' });
    familyId = await createFamily(ada, 'The Lovelaces', 'Letters, holidays and Sunday lunches since 1835');
    await addMember(ada, familyId, mary);
    const trashed = [
      await uploadPhoto(ada, familyId, { description: 'Boat trip on Lake Como', location: 'Bellagio', taken_date: '2019-07-21' }, await scenePhoto('lake')),
      await uploadPhoto(mary, familyId, { description: 'Walk in the Black Forest', taken_date: '2016-10-02' }, await scenePhoto('forest')),
      await uploadPhoto(ada, familyId, { description: 'Snowed in at the cabin', taken_date: '2018-12-27' }, await scenePhoto('snow')),
    ];
    await uploadPhoto(ada, familyId, { description: 'Road trip through Utah', taken_date: '2017-05-14' }, await scenePhoto('desert'));
    await app.drainJobs();
    for (const photo of trashed) await (photo.uploaded_by.id === mary.id ? mary : ada).agent.delete(`/api/photos/${photo.id}`).expect(204);
  });

  it.each(Object.values(WIDTHS))('shows the trash with days left, restores a photo and deletes one for good at %i px', async (width) => {
    const { context, page } = await signedIn(browser, app, ada, width);
    await page.goto(`/families/${familyId}`);
    await page.getByRole('heading', { name: 'The Lovelaces' }).first().waitFor();
    await page.getByRole('button', { name: 'Family actions' }).click();
    await page.getByRole('menuitem', { name: 'Trash' }).click();
    await page.getByRole('heading', { name: 'Trash' }).first().waitFor();
    await page.getByText('30 days left').first().waitFor();
    await page.getByText('Deleted by Mary Somerville').waitFor();
    await checkScreen(page, 'trash', { axe: true });

    if (width === WIDTHS.desktop) {
      // Restore one: it leaves the trash and is back on the family page.
      await page.getByRole('button', { name: 'Restore Boat trip on Lake Como' }).click();
      await page.getByText('Photo restored').waitFor();
      await page.getByRole('button', { name: 'Restore Boat trip on Lake Como' }).waitFor({ state: 'detached' });
      await page.goto(`/families/${familyId}`);
      await page.getByRole('link', { name: /Boat trip on Lake Como/ }).first().waitFor();
    } else {
      // Delete one for good, after the confirmation.
      await page.getByRole('button', { name: 'Delete Snowed in at the cabin forever' }).click();
      const confirm = dialog(page, 'Delete forever');
      await confirm.getByText(/This cannot be undone/).waitFor();
      await checkScreen(page, 'trash-delete-forever', { overlay: true, axe: true });
      await confirm.getByRole('button', { name: 'Delete forever' }).click();
      await page.getByText('Photo deleted for good').waitFor();
      await page.getByRole('button', { name: 'Delete Snowed in at the cabin forever' }).waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('says that deleting a photo moves it to the trash', async () => {
    const photo = await uploadPhoto(ada, familyId, { description: 'Evening on the pier', taken_date: '2019-08-04' }, await scenePhoto('sunset'));
    await app.drainJobs();
    const { context, page } = await signedIn(browser, app, ada, WIDTHS.phone);
    await page.goto(`/photos/${photo.id}`);
    await page.getByRole('button', { name: 'Photo actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete Photo' }).click();
    const confirm = dialog(page, 'Delete Photo');
    await confirm.getByText("Move this photo to the family's trash?", { exact: false }).waitFor();
    await checkScreen(page, 'photo-delete-to-trash', { overlay: true, axe: true });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`**/families/${familyId}`);
    await page.goto(`/families/${familyId}/trash`);
    await page.getByRole('button', { name: 'Restore Evening on the pier' }).waitFor();
    await context.close();
  });
});
