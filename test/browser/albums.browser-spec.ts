import { Browser } from 'playwright-core';
import { addMember, createFamily, createUser, TestUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { scenePhoto } from './support/pictures';
import { checkScreen, dialog, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/** Albums (issue 15) in a browser: the family page's Albums tab, an album, adding photos with multi-select, removing. */
describe('Albums', () => {
  jest.setTimeout(150_000);
  let app: TestApp;
  let browser: Browser;
  let ada: TestUser;
  let familyId: number;

  const suite = browserSuite({ admin: { name: 'Ada Lovelace', email: 'ada.albums@example.com' } });
  beforeAll(async () => {
    ({ app, browser, admin: ada } = suite);
    const mary = await createUser(app, { name: 'Mary Somerville', email: 'mary.albums@example.com' });
    familyId = await createFamily(ada, 'The Lovelaces', 'Letters, holidays and Sunday lunches since 1835');
    await addMember(ada, familyId, mary);
    const italy = [
      await uploadPhoto(ada, familyId, { description: 'Boat trip on Lake Como', location: 'Bellagio', taken_date: '1972-07-21' }, await scenePhoto('lake')),
      await uploadPhoto(mary, familyId, { description: 'Sunset over Florence', taken_date: '1972-07-25' }, await scenePhoto('sunset')),
      await uploadPhoto(ada, familyId, { description: 'Picnic in Tuscany', taken_date: '1972-07-28' }, await scenePhoto('meadow')),
    ];
    await uploadPhoto(ada, familyId, { description: 'Snowed in at the cabin', taken_date: '1985-12-27' }, await scenePhoto('snow'));
    await uploadPhoto(mary, familyId, { description: 'Walk in the Black Forest', taken_date: '1990-10-02' }, await scenePhoto('forest'));
    const created = (await ada.agent.post(`/api/families/${familyId}/albums`).send({ name: 'Italy 1972', description: 'Three weeks by the lakes and in Tuscany' }).expect(201)).body.album;
    await ada.agent.post(`/api/albums/${created.id}/photos`).send({ photo_ids: italy.map((p) => p.id) }).expect(200);
    await mary.agent.post(`/api/families/${familyId}/albums`).send({ name: "Grandpa's 80th" }).expect(201);
    await app.drainJobs();
  });

  it.each(Object.values(WIDTHS))('lists the albums, opens one, adds photos with multi-select and removes one at %i px', async (width) => {
    const { context, page } = await signedIn(browser, app, ada, width);
    await page.goto(`/families/${familyId}`);
    await page.getByRole('heading', { name: 'The Lovelaces' }).first().waitFor();
    await page.getByRole('link', { name: /Boat trip on Lake Como/ }).waitFor();
    await checkScreen(page, 'family-photos-tab', { axe: true });
    // The family page's Albums tab, with its own address.
    await page.getByRole('tab', { name: 'Albums' }).click();
    await page.getByRole('link', { name: /Italy 1972, 3 photos/ }).waitFor();
    await page.waitForURL(`**/families/${familyId}/albums`);
    await page.getByRole('button', { name: /Create Album/ }).waitFor();
    await checkScreen(page, 'albums', { axe: true });

    await page.getByRole('link', { name: /Italy 1972/ }).click();
    await page.getByRole('heading', { name: 'Italy 1972' }).first().waitFor();
    await page.getByRole('link', { name: /Picnic in Tuscany/ }).waitFor();
    await checkScreen(page, 'album', { axe: true });

    await page.getByRole('button', { name: /Add Photos/ }).click();
    const add = dialog(page, 'Add Photos');
    await add.getByRole('link', { name: /Snowed in at the cabin/ }).click();
    await add.getByRole('link', { name: /Walk in the Black Forest/ }).click();
    await checkScreen(page, 'album-add-photos', { overlay: true, axe: true });
    await add.getByRole('button', { name: 'Add 2 photos' }).click();
    await page.getByText('5 photos', { exact: false }).first().waitFor();
    await page.getByRole('link', { name: /Walk in the Black Forest/ }).waitFor();

    await page.getByRole('button', { name: /Select/ }).click();
    await page.getByRole('link', { name: /Walk in the Black Forest/ }).click();
    await page.getByRole('link', { name: /Snowed in at the cabin/ }).click();
    await page.getByRole('button', { name: /Remove 2 photos/ }).click();
    await page.getByRole('link', { name: /Walk in the Black Forest/ }).waitFor({ state: 'detached' });
    await page.getByText('3 photos', { exact: false }).first().waitFor();

    // Back from the album is the family page on its Albums tab; the Photos tab is one click away.
    await page.getByRole('button', { name: 'Back to Albums' }).click();
    await page.waitForURL(`**/families/${familyId}/albums`);
    await page.getByRole('tab', { name: 'Albums', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Photos' }).click();
    await page.waitForURL(new RegExp(`/families/${familyId}$`));
    await page.getByRole('link', { name: /Boat trip on Lake Como/ }).waitFor();
    await context.close();
  });

  it('lists the albums of a photo on its page', async () => {
    const { context, page } = await signedIn(browser, app, ada, WIDTHS.phone);
    const albums = (await ada.agent.get(`/api/families/${familyId}/albums`).expect(200)).body.albums;
    const italy = albums.find((a: { name: string }) => a.name === 'Italy 1972');
    const [first] = (await ada.agent.get(`/api/albums/${italy.id}/photos`).expect(200)).body.photos;
    await page.goto(`/photos/${first.id}`);
    await page.getByRole('group', { name: 'In albums' }).getByRole('link', { name: 'Italy 1972' }).click();
    await page.getByRole('heading', { name: 'Italy 1972' }).first().waitFor();
    await context.close();
  });
});
