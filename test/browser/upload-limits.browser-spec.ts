import { Browser } from 'playwright-core';
import { createFamily, createUser } from '../e2e/support/factories';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { checkScreen, dialog, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/**
 * The upload limits in the browser (issue 13): the client reads MAX_UPLOAD_MB and MAX_VIDEO_MB from the session
 * (GET /auth/me) and refuses a larger file before sending a byte, in the server's words.
 */
describe('Upload limits in the browser', () => {
  jest.setTimeout(120_000);
  const suite = browserSuite({ env: { MAX_UPLOAD_MB: '1', MAX_VIDEO_MB: '2' } });
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  const MB = 1024 * 1024;
  const file = (name: string, mimeType: string, bytes: number) => ({ name, mimeType, buffer: Buffer.alloc(bytes, 7) });

  it.each([
    ['desktop', WIDTHS.desktop],
    ['phone', WIDTHS.phone],
  ])('refuses a photo over MAX_UPLOAD_MB in the upload dialogs without sending it (%s)', async (_, width) => {
    const user = await createUser(app, { name: 'Lena Limits' });
    const familyId = await createFamily(user, 'The Big Files');
    const { context, page } = await signedIn(browser, app, user, width);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/photos')) uploads.push(request.url());
    });
    await page.goto(`/families/${familyId}`);

    await page.getByRole('button', { name: 'Upload Photo' }).first().click();
    const single = dialog(page, 'Upload Photo');
    await single.locator('input[type=file]').setInputFiles(file('big-scan.jpg', 'image/jpeg', 1.5 * MB));
    await single.getByRole('alert').getByText('"big-scan.jpg" is larger than the 1 MB limit for one photo').waitFor();
    await checkScreen(page, 'upload-too-large', { overlay: true });
    await single.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const bulk = dialog(page, 'Bulk Upload');
    await bulk.locator('input[type=file]').setInputFiles([file('huge.jpg', 'image/jpeg', 1.5 * MB), file('long.mov', 'video/quicktime', 2.5 * MB), file('clip.mov', 'video/quicktime', 1.5 * MB)]);
    await bulk.getByText('1 photo selected').waitFor();
    await bulk.getByRole('alert').getByText(/"huge\.jpg" is larger than the 1 MB limit for one photo; "long\.mov" is larger than the 2 MB limit for one video/).waitFor();
    await checkScreen(page, 'bulk-upload-too-large', { overlay: true });
    expect(uploads).toEqual([]);
    await context.close();
  });
});
