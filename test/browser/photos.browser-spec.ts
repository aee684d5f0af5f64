import { Browser } from 'playwright-core';
import { addMember, createFamily, createUser } from '../e2e/support/factories';
import { cameraFile, uniqueJpeg, uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { browserSuite } from './support/suite';
import { scenePhoto } from './support/pictures';
import { dialog, eventually, signedIn } from './support/session';

describe('Photos in the browser', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  const asFile = (file: { content: Buffer; filename: string; contentType?: string }) => ({
    name: file.filename,
    mimeType: file.contentType ?? 'image/jpeg',
    buffer: file.content,
  });

  it('uploads one camera photo; the photo page shows its camera and location details', async () => {
    const user = await createUser(app, { name: 'Uma Uploader' });
    const familyId = await createFamily(user, 'The Cameras');
    const { context, page } = await signedIn(browser, app, user);
    await page.goto(`/families/${familyId}`);
    await page.getByText('No photos found').waitFor();
    await page.getByRole('button', { name: 'Upload Photo' }).first().click();

    const upload = dialog(page, 'Upload Photo');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.getByRole('alert').getByText('Please select a photo to upload').waitFor();

    await upload.locator('input[type=file]').setInputFiles(asFile(await cameraFile('apple-iphone-4s-gps.jpg')));
    await upload.getByRole('img', { name: /Preview of apple-iphone-4s-gps\.jpg/ }).waitFor();
    await upload.getByLabel('Description').fill('Sunset over the bay');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: /Sunset over the bay/ }).click();
    await page.waitForURL(/\/photos\/\d+$/);
    const photoId = Number(page.url().split('/').pop());
    await page.getByRole('heading', { name: 'Sunset over the bay' }).waitFor();
    const details = page.locator('.ant-card').filter({ hasText: 'Technical Details' });
    await details.getByText(/Apple iPhone 4S/).waitFor();
    await details.getByText(/f\/2\.4/).waitFor();
    await details.getByText(/122 m altitude/).waitFor();
    await page.getByText('Uploaded by Uma Uploader').waitFor();

    // The geocode job runs after the upload; when it names a place, the page shows it as the location chip.
    await app.drainJobs();
    const stored = await user.agent.get(`/api/photos/${photoId}`).expect(200);
    const place: string | null = stored.body.photo.display_location;
    if (place) {
      await page.reload();
      await details.getByText(place).waitFor();
      await page.locator('.ant-tag').filter({ hasText: place }).waitFor();
    }
    await context.close();
  });

  it('bulk uploads three files of which the server refuses one, with a line per file and the summary', async () => {
    const user = await createUser(app, { name: 'Bella Bulk' });
    const familyId = await createFamily(user, 'The Bulkers');
    const { context, page } = await signedIn(browser, app, user);
    await page.goto(`/families/${familyId}`);
    await page.getByRole('button', { name: 'Bulk Upload' }).click();

    const bulk = dialog(page, 'Bulk Upload');
    expect(await bulk.getByRole('button', { name: /^Upload \d+ Photos?$/ }).isDisabled()).toBe(true);
    const first = await uniqueJpeg();
    const second = await cameraFile('nikon-d100.jpg');
    await bulk.locator('input[type=file]').setInputFiles([
      asFile(first),
      asFile(second),
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are my notes, not a photo.\n') },
      { name: 'readme.txt', mimeType: 'text/plain', buffer: Buffer.from('dropped by the client') },
    ]);
    // Only photos and videos are kept: the .txt is left out, and named with the reason.
    await bulk.getByText('3 photos selected').waitFor();
    expect(await bulk.getByText('readme.txt', { exact: true }).count()).toBe(0);
    await bulk.getByText('readme.txt: not a photo or video').waitFor();
    await bulk.getByLabel('Location').fill('Lisbon');
    await bulk.getByRole('button', { name: 'Upload 3 Photos' }).click();

    await bulk.getByRole('status').getByText('2 of 3 photos uploaded successfully (1 failed)').waitFor();
    const rows = bulk.getByRole('listitem');
    await rows.filter({ hasText: first.filename }).getByText('Uploaded successfully').waitFor();
    await rows.filter({ hasText: 'nikon-d100.jpg' }).getByText('Uploaded successfully').waitFor();
    const refused = rows.filter({ hasText: 'notes.jpg' });
    expect(await refused.getByText('Uploaded successfully').count()).toBe(0);
    expect((await refused.locator('.ant-typography-danger').innerText()).length).toBeGreaterThan(0);

    await bulk.getByRole('button', { name: 'Done' }).click();
    await bulk.waitFor({ state: 'hidden' });
    await page.getByText('2 photos', { exact: true }).waitFor();
    await context.close();
  });

  it('lets only the uploader edit and delete a photo', async () => {
    const uploader = await createUser(app, { name: 'Olga Owner' });
    const relative = await createUser(app, { name: 'Rita Relative' });
    const familyId = await createFamily(uploader, 'The Editors');
    await addMember(uploader, familyId, relative);
    const photo = await uploadPhoto(uploader, familyId, { description: 'First draft', location: 'Porto' });

    const relativeSide = await signedIn(browser, app, relative);
    await relativeSide.page.goto(`/photos/${photo.id}`);
    await relativeSide.page.getByRole('heading', { name: 'First draft' }).waitFor();
    expect(await relativeSide.page.getByRole('button', { name: 'Photo actions' }).count()).toBe(0);
    await relativeSide.context.close();

    const { context, page } = await signedIn(browser, app, uploader);
    await page.goto(`/photos/${photo.id}`);
    await page.getByRole('heading', { name: 'First draft' }).waitFor();
    await page.getByRole('button', { name: 'Photo actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit Photo' }).click();
    const edit = dialog(page, 'Edit Photo');
    await edit.getByLabel('Description').fill('Grandma at the harbour');
    await edit.getByLabel('Location').fill('Porto, Ribeira');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Grandma at the harbour' }).waitFor();
    await page.locator('.ant-tag').filter({ hasText: 'Porto, Ribeira' }).waitFor();
    await eventually(async () => {
      const stored = await uploader.agent.get(`/api/photos/${photo.id}`).expect(200);
      expect(stored.body.photo.description).toBe('Grandma at the harbour');
    });

    await page.getByRole('button', { name: 'Photo actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete Photo' }).click();
    // A deleted photo goes to its family's trash (issue 15); the dialog says so.
    const confirm = page.getByRole('dialog').filter({ hasText: "Move this photo to the family's trash?" });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`**/families/${familyId}`);
    await page.getByText('No photos found').waitFor();
    await uploader.agent.get(`/api/photos/${photo.id}`).expect(404);
    await context.close();
  });

  it('shows the preview and never the original, and steps through the family with the arrow keys in the viewer', async () => {
    const user = await createUser(app, { name: 'Vera Viewer' });
    const familyId = await createFamily(user, 'The Viewers');
    const oldest = await uploadPhoto(user, familyId, { description: 'Oldest of three', taken_date: '2001-05-01' }, await scenePhoto('lake'));
    const middle = await uploadPhoto(user, familyId, { description: 'Middle of three', taken_date: '2002-05-01' }, await scenePhoto('forest'));
    const newest = await uploadPhoto(user, familyId, { description: 'Newest of three', taken_date: '2003-05-01' }, await scenePhoto('beach'));
    await app.drainJobs();
    const { context, page } = await signedIn(browser, app, user);
    const originals: string[] = [];
    page.on('request', (request) => request.url().endsWith('/file') && originals.push(request.url()));

    // The page shows the 1600 px preview (issue 19): the original is the zoomed viewer's alone.
    await page.goto(`/photos/${middle.id}`);
    const shown = page.getByRole('img', { name: 'Middle of three' });
    await shown.waitFor();
    // At the URL the API handed out, its files' version in it (so the browser keeps it for good).
    expect(await shown.getAttribute('src')).toMatch(new RegExp(`/api/photos/${middle.id}/preview\\?v=[\\w-]+$`));
    expect(originals).toEqual([]);

    // In the viewer, the arrow keys move between neighbours (the family's order) and back.
    await page.getByRole('button', { name: 'Open full-screen viewer' }).click();
    await page.getByText('2 of 3', { exact: true }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`**/photos/${oldest.id}`);
    await page.getByText('3 of 3', { exact: true }).waitFor();
    expect(originals).toEqual([]);
    expect(newest.id).toBeGreaterThan(middle.id);
    await context.close();
  });
});
