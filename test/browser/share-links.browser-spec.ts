import { Browser } from 'playwright-core';
import { createFamily, TestUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { createShareLink, tokenOf } from '../e2e/support/share-links';
import { TestApp } from '../e2e/support/test-app';
import { newContext, WIDTHS } from './support/browser';
import { scenePhoto } from './support/pictures';
import { checkScreen, dialog, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/** Share links (issue 15) in a browser: made from an album's page, listed for the family, opened by someone without an account. */
describe('Share links', () => {
  jest.setTimeout(150_000);
  let app: TestApp;
  let browser: Browser;
  let ada: TestUser;
  let familyId: number;
  let albumId: number;
  let token: string;

  const suite = browserSuite({ admin: { name: 'Ada Lovelace', email: 'ada.share@example.com' } });
  beforeAll(async () => {
    ({ app, browser, admin: ada } = suite);
    familyId = await createFamily(ada, 'The Lovelaces', 'Letters, holidays and Sunday lunches since 1835');
    const photos = [
      await uploadPhoto(ada, familyId, { description: 'Boat trip on Lake Como', location: 'Bellagio', taken_date: '1972-07-21' }, await scenePhoto('lake')),
      await uploadPhoto(ada, familyId, { description: 'Sunset over Florence', taken_date: '1972-07-25' }, await scenePhoto('sunset')),
      await uploadPhoto(ada, familyId, { description: 'Picnic in Tuscany', taken_date: '1972-07-28' }, await scenePhoto('meadow')),
    ];
    await uploadPhoto(ada, familyId, { description: 'Snowed in at the cabin', taken_date: '1985-12-27' }, await scenePhoto('snow'));
    const album = (await ada.agent.post(`/api/families/${familyId}/albums`).send({ name: 'Italy 1972', description: 'Three weeks by the lakes and in Tuscany' }).expect(201)).body.album;
    albumId = album.id;
    await ada.agent.post(`/api/albums/${albumId}/photos`).send({ photo_ids: photos.map((p) => p.id) }).expect(200);
    token = tokenOf(await createShareLink(ada, 'album', albumId, { password: 'grandma1972', allow_download: true }));
    await app.drainJobs();
  });

  it.each(Object.values(WIDTHS))('opens a link in a fresh browser without an account at %i px: password, grid, viewer, downloads', async (width) => {
    const context = await newContext(browser, app.url, width);
    const page = await context.newPage();
    await page.goto(`/s/${token}`);
    await page.getByRole('heading', { name: 'This link is protected' }).waitFor();
    // No app chrome: no navigation, no sign-in redirect.
    expect(page.url()).toContain(`/s/${token}`);
    expect(await page.getByRole('navigation').count()).toBe(0);
    await checkScreen(page, 'shared-password', { axe: true });

    await page.getByLabel('Password').fill('not the one');
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByText('That password is not right').waitFor();
    await page.getByLabel('Password').fill('grandma1972');
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('heading', { name: 'Italy 1972' }).waitFor();
    await page.getByRole('button', { name: 'Picnic in Tuscany' }).waitFor();
    expect(await page.getByRole('listitem').count()).toBe(3);
    await page.getByText('Snowed in at the cabin').waitFor({ state: 'detached', timeout: 100 }).catch(() => undefined);
    expect(await page.getByText('Snowed in at the cabin').count()).toBe(0);
    expect(await page.getByRole('link', { name: /Download All/ }).getAttribute('href')).toBe(`/api/shared/${token}/download`);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await checkScreen(page, 'shared', { axe: true });

    await page.getByRole('button', { name: 'Boat trip on Lake Como' }).click();
    await page.getByRole('button', { name: 'Next photo' }).waitFor();
    await page.getByRole('link', { name: /Download/ }).last().waitFor();
    await checkScreen(page, 'shared-viewer', { overlay: true, axe: true });
    await page.keyboard.press('ArrowRight');
    await page.getByText(/Sunset over Florence/).last().waitFor();
    await context.close();
  });

  it.each(Object.values(WIDTHS))('shares an album from its page and lists the link for the family at %i px', async (width) => {
    const { context, page } = await signedIn(browser, app, ada, width);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/albums/${albumId}`);
    await page.getByRole('heading', { name: 'Italy 1972' }).first().waitFor();
    await page.getByRole('button', { name: 'Download' }).waitFor();
    await checkScreen(page, 'album-share-download', { axe: true });
    await page.getByRole('button', { name: 'Share' }).click();
    const share = dialog(page, 'Share "Italy 1972"');
    await share.getByText('In 30 days').waitFor();
    await checkScreen(page, 'share-dialog', { overlay: true, axe: true });
    await share.getByRole('button', { name: 'Create Link' }).click();
    const link = page.getByLabel('Link');
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    await checkScreen(page, 'share-dialog-created', { overlay: true, axe: true });
    await page.getByRole('button', { name: 'Done' }).click();

    await page.goto(`/families/${familyId}/share-links`);
    await page.getByRole('heading', { name: 'Share Links' }).first().waitFor();
    await page.getByRole('link', { name: 'Italy 1972' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await checkScreen(page, 'share-links', { axe: true });
    await context.close();
  });
});
