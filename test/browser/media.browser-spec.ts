import { readFile } from 'node:fs/promises';
import { Browser, Page } from 'playwright-core';
import { createFamily, createUser } from '../e2e/support/factories';
import { UploadFile } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { scenePhoto } from './support/pictures';
import { checkScreen, dialog, signedIn } from './support/session';
import { browserSuite } from './support/suite';
import { realMp4 } from './support/videos';

/**
 * Issue 13 in the browser: a real JPEG and a real H.264 MP4 (made by the bundled ffmpeg) go in through the bulk
 * dialog; the grid marks the video with its length; tiles are selected (Ctrl-click on desktop, Select mode on a
 * phone) and downloaded as one zip by the browser's own download manager; the photo page plays the video and
 * offers the original. Needs the server side of issue 13 (accepted kinds, the worker's video metadata and
 * poster, /playback, /download, POST /families/:id/downloads).
 */
describe('Photos and videos in the browser', () => {
  jest.setTimeout(180_000);
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  const asFile = (file: UploadFile) => ({ name: file.filename, mimeType: file.contentType ?? 'application/octet-stream', buffer: file.content });

  /** A family with a photo and a 3-second video, uploaded through the bulk dialog, once the worker has read the video. */
  async function familyWithVideo(page: Page, familyId: number) {
    await page.goto(`/families/${familyId}`);
    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const bulk = dialog(page, 'Bulk Upload');
    const accept = (await bulk.locator('input[type=file]').getAttribute('accept'))!.split(',');
    expect(accept).toEqual(expect.arrayContaining(['image/heic', '.heic', '.heif', 'video/mp4', 'video/quicktime', '.mov']));
    const video = await realMp4('birthday.mp4', 3);
    await bulk.locator('input[type=file]').setInputFiles([asFile(await scenePhoto('beach')), asFile(video)]);
    await bulk.getByText('2 photos selected').waitFor();
    await bulk.getByRole('button', { name: 'Upload 2 Photos' }).click();
    await bulk.getByRole('status').getByText('2 of 2 photos uploaded successfully').waitFor();
    await bulk.getByRole('button', { name: 'Done' }).click();
    // The worker reads the video's length and makes its poster; the page shows them once reloaded.
    await app.drainJobs();
    await page.reload();
    return video;
  }

  it('marks the video tile, downloads a Ctrl-click selection as a zip, and plays the video on its page (1280 px)', async () => {
    const user = await createUser(app, { name: 'Vera Video' });
    const familyId = await createFamily(user, 'The Filmers');
    const { context, page } = await signedIn(browser, app, user);
    const video = await familyWithVideo(page, familyId);

    const videoTile = page.getByRole('link', { name: /^video, 0:03, / });
    await videoTile.waitFor();
    expect(await videoTile.getByTestId('video-badge').innerText()).toBe('0:03');
    await checkScreen(page, 'family-media-grid');

    const tiles = page.locator('a[href^="/photos/"]');
    expect(await tiles.count()).toBe(2);
    await tiles.nth(0).click({ modifiers: ['Control'] });
    await tiles.nth(1).click({ modifiers: ['Control'] });
    const bar = page.getByRole('region', { name: 'Selected photos' });
    await bar.getByText('2 selected').waitFor();
    expect(page.url()).toMatch(/\/families\/\d+$/);
    await checkScreen(page, 'family-selection');

    // Download: the API prepares the zip, the browser navigates to it and saves it itself.
    const prepared = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/families\/\d+\/downloads$/.test(r.url()));
    const saved = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Download' }).click();
    const answer = await prepared;
    expect(answer.status()).toBe(201);
    const { download } = await answer.json();
    expect(download.count).toBe(2);
    const zip = await saved;
    expect(zip.url()).toContain(download.url);
    const bytes = await readFile((await zip.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // Stored without recompression: the original video stands in the archive byte for byte.
    expect(bytes.includes(video.content)).toBe(true);
    expect(bytes.length).toBeGreaterThanOrEqual(download.size_bytes);
    await bar.waitFor({ state: 'hidden' });

    await videoTile.click();
    await page.waitForURL(/\/photos\/\d+$/);
    const photoId = page.url().split('/').pop();
    const player = page.locator('video');
    expect(await player.getAttribute('src')).toBe(`/api/photos/${photoId}/playback`);
    expect(await player.getAttribute('poster')).toMatch(new RegExp(`^/api/photos/${photoId}/preview(\\?v=[\\w-]+)?$`));
    // The browser read the playback copy's metadata (HAVE_METADATA): it plays here.
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    expect(await player.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(3);

    const original = page.getByRole('link', { name: 'Download' });
    expect(await original.getAttribute('href')).toBe(`/api/photos/${photoId}/download`);
    const file = page.waitForEvent('download');
    await original.click();
    const downloaded = await file;
    expect(downloaded.suggestedFilename()).toBe('birthday.mp4');
    expect((await readFile((await downloaded.path())!)).equals(video.content)).toBe(true);
    await checkScreen(page, 'photo-video');
    await context.close();
  });

  it('selects with taps in Select mode on a phone (390 px)', async () => {
    const user = await createUser(app, { name: 'Paula Phone' });
    const familyId = await createFamily(user, 'The Tappers');
    const { context, page } = await signedIn(browser, app, user, WIDTHS.phone);
    await familyWithVideo(page, familyId);
    await page.getByRole('link', { name: /^video, 0:03, / }).waitFor();
    await checkScreen(page, 'family-media-grid');

    await page.getByRole('button', { name: 'Select' }).click();
    const bar = page.getByRole('region', { name: 'Selected photos' });
    await bar.getByText('0 selected').waitFor();
    await page.locator('a[href^="/photos/"]').nth(0).click();
    await bar.getByText('1 selected').waitFor();
    expect(page.url()).toMatch(/\/families\/\d+$/);
    await checkScreen(page, 'family-selection');
    await bar.getByRole('button', { name: 'Cancel' }).click();
    await bar.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: /^video, 0:03, / }).click();
    await page.waitForURL(/\/photos\/\d+$/);
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    await checkScreen(page, 'photo-video');
    await context.close();
  });
});
