import { Browser } from 'playwright-core';
import { createFamily, createUser } from '../e2e/support/factories';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { scenePhoto } from './support/pictures';
import { checkScreen, dialog, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/** Issue 19, item 7: the bulk upload keeps its files after a mistake, says it once, and names the files left out. */
describe('Uploads that keep their selection, in the browser', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: catches a bad approximate date before sending, keeps the files, then uploads them', async (width) => {
    const owner = await createUser(app, { name: 'Bea Bulk' });
    const familyId = await createFamily(owner, `The Scanners ${width}`);
    const { context, page } = await signedIn(browser, app, owner, width);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/photos/bulk')) sent.push(request.url());
    });
    await page.goto(`/families/${familyId}`);
    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const bulk = dialog(page, 'Bulk Upload');
    const photos = await Promise.all([scenePhoto('beach'), scenePhoto('snow')]);
    await bulk.locator('input[type=file]').setInputFiles([
      ...photos.map((photo) => ({ name: photo.filename, mimeType: 'image/jpeg', buffer: photo.content })),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('a box of scans') },
    ]);
    await bulk.getByText('2 photos selected').waitFor();
    await bulk.getByText('notes.txt: not a photo or video').waitFor();

    await bulk.getByLabel('Approximate date').fill('when grandpa was young');
    await bulk.getByRole('button', { name: 'Upload 2 Photos' }).click();
    expect(await bulk.getByText(/Try one of these forms/).count()).toBe(1);
    expect(await bulk.getByText(/^fuzzy_date:/).count()).toBe(0);
    expect(sent).toEqual([]);
    await bulk.getByText('2 photos selected').waitFor();
    await checkScreen(page, 'bulk-upload-bad-date', { overlay: true });

    await bulk.getByLabel('Approximate date').fill('summer 1975');
    await bulk.getByRole('button', { name: 'Upload 2 Photos' }).click();
    await bulk.getByText('2 of 2 photos uploaded successfully').waitFor({ timeout: 30_000 });
    expect(sent).toHaveLength(1);
    const listed = (await owner.agent.get(`/api/families/${familyId}/photos`).expect(200)).body.photos;
    expect(listed.map((photo: { fuzzy_date_text: string }) => photo.fuzzy_date_text)).toEqual(['summer 1975', 'summer 1975']);
    await context.close();
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: a single upload is confirmed and ringed in the grid; the same file again links to it', async (width) => {
    const owner = await createUser(app, { name: 'Sam Single' });
    const familyId = await createFamily(owner, `The Singles ${width}`);
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto(`/families/${familyId}`);
    const photo = await scenePhoto('lake');
    const file = { name: photo.filename, mimeType: 'image/jpeg', buffer: photo.content };
    const openUpload = () => page.getByRole('button', { name: 'Upload Photo' }).first().click();
    await openUpload();
    const upload = dialog(page, 'Upload Photo');
    await upload.locator('input[type=file]').setInputFiles(file);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Photo uploaded').waitFor({ timeout: 30_000 });
    const ringed = page.locator('a[data-highlighted="true"]');
    await ringed.waitFor();
    const [listed] = (await owner.agent.get(`/api/families/${familyId}/photos`).expect(200)).body.photos;
    expect(await ringed.getAttribute('href')).toBe(`/photos/${listed.id}`);
    await checkScreen(page, 'upload-highlighted');

    await openUpload();
    await upload.locator('input[type=file]').setInputFiles(file);
    await upload.getByRole('button', { name: 'Upload' }).click();
    const link = upload.getByRole('link', { name: 'Open the photo already there' });
    await link.waitFor({ timeout: 30_000 });
    expect(await link.getAttribute('href')).toBe(`/photos/${listed.id}`);
    await checkScreen(page, 'upload-duplicate', { overlay: true });
    await link.click();
    await page.waitForURL(`**/photos/${listed.id}`);
    await context.close();
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: a caption per file in bulk upload', async (width) => {
    const owner = await createUser(app, { name: 'Cap Tion' });
    const familyId = await createFamily(owner, `The Captions ${width}`);
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto(`/families/${familyId}`);
    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const bulk = dialog(page, 'Bulk Upload');
    const photos = await Promise.all([scenePhoto('forest'), scenePhoto('desert')]);
    await bulk.locator('input[type=file]').setInputFiles(photos.map((photo) => ({ name: photo.filename, mimeType: 'image/jpeg', buffer: photo.content })));
    await bulk.getByLabel(`Caption for ${photos[1].filename}`).fill('Grandpa in the desert');
    await checkScreen(page, 'bulk-upload-captions', { overlay: true });
    await bulk.getByRole('button', { name: 'Upload 2 Photos' }).click();
    await bulk.getByText('2 of 2 photos uploaded successfully').waitFor({ timeout: 30_000 });
    const listed = (await owner.agent.get(`/api/families/${familyId}/photos`).expect(200)).body.photos;
    expect(listed.map((photo: { description: string | null }) => photo.description).sort()).toEqual(['Grandpa in the desert', null].sort());
    await context.close();
  });
});
