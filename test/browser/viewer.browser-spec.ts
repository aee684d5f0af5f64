import { Browser, Page, Request } from 'playwright-core';
import { createFamily, createUser, TestUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { scenePhoto, Scene } from './support/pictures';
import { checkScreen, dialog, eventually, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/**
 * Issue 19, items 4 to 6: the back arrow returns to the list a photo was opened from at the same scroll, the viewer
 * walks that list, opens the preview and fetches the original only when zoomed, runs a slideshow; the Select mode's
 * batch actions.
 */
jest.setTimeout(180_000);

describe('Getting around the photos and acting on several', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  let owner: TestUser;
  let familyId: number;
  const SCENES: Scene[] = ['sunset', 'beach', 'forest', 'snow', 'meadow', 'night', 'lake', 'desert'];
  const COUNT = 30;
  /** The ids by description. */
  const ids = new Map<string, number>();

  beforeAll(async () => {
    ({ app, browser } = suite);
    owner = await createUser(app, { name: 'Greta Grandmother' });
    familyId = await createFamily(owner, 'The Walkers');
    for (let i = 0; i < COUNT; i++) {
      // Three lake photos for the search; the newest is larger than the preview, so zooming has more to fetch.
      const big = i === COUNT - 1;
      const description = i % 10 === 9 ? `Lake day ${i + 1}` : `Day ${i + 1}`;
      const file = await scenePhoto(SCENES[i % SCENES.length], big ? { width: 3200, height: 2400 } : { width: 1200, height: 800 });
      const photo = await uploadPhoto(owner, familyId, { description, taken_date: `2020-01-${String(i + 1).padStart(2, '0')}` }, file);
      ids.set(description, photo.id);
    }
    await app.drainJobs();
  });

  const tiles = (page: Page) => page.getByTestId('justified-grid').getByRole('link');
  /** How many photos the grid lists: only the rows near the screen are in the DOM, and each tile says the list's size. */
  const listed = async (page: Page) => Number(await page.getByTestId('justified-grid').getByRole('listitem').first().getAttribute('aria-setsize'));
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: the back arrow returns to the family page and the timeline at the same scroll, with the pages loaded', async (width) => {
    const { context, page } = await signedIn(browser, app, owner, width);
    for (const [path, back] of [
      [`/families/${familyId}`, 'Back to Family'],
      ['/timeline?view=grid', 'Back to Timeline'],
    ] as const) {
      await page.goto(path);
      await tiles(page).first().waitFor();
      // Load a second page, then scroll deep into it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await eventually(async () => expect(await listed(page)).toBeGreaterThan(20));
      const loaded = await listed(page);
      // By its place in the list: the tiles in the DOM change as it scrolls.
      const target = page.locator(`[aria-posinset="${loaded - 2}"]`).getByRole('link');
      await target.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 40));
      const before = await scrollY(page);
      expect(before).toBeGreaterThan(100);
      const name = await target.getAttribute('aria-label');
      await target.click();
      await page.waitForURL(/\/photos\/\d+$/);
      // A new page starts at the top (once it has replaced the list: the address changes first).
      await page.getByRole('button', { name: 'Open full-screen viewer' }).waitFor();
      await eventually(async () => expect(await scrollY(page)).toBe(0));
      await page.getByRole('button', { name: back }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/photos/'));
      await eventually(async () => expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(4));
      // Every page loaded before is back (scrolled near the end, the next may follow).
      expect(await listed(page)).toBeGreaterThanOrEqual(loaded);
      // The photo it opened is on screen again.
      const box = (await page.getByRole('link', { name: name! }).boundingBox())!;
      expect(box.y + box.height).toBeGreaterThan(0);
      expect(box.y).toBeLessThan(900);

      // A second trip from the restored list: open the same photo, walk one step in the viewer, close it and go
      // back: the list is at the same place again, the photo walked to on screen.
      await page.getByRole('link', { name: name! }).click();
      await page.waitForURL(/\/photos\/\d+$/);
      const opened = new URL(page.url()).pathname;
      await page.getByRole('button', { name: 'Open full-screen viewer' }).click();
      // The viewer knows the next photo once the list around this one is read: a key pressed before goes nowhere.
      const next = page.getByRole('button', { name: 'Next photo' });
      await eventually(async () => expect(await next.isEnabled()).toBe(true));
      await page.keyboard.press('ArrowRight');
      await page.waitForURL((url) => url.pathname !== opened && url.pathname.startsWith('/photos/'));
      const walkedTo = Number(new URL(page.url()).pathname.split('/').pop());
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: back }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/photos/'));
      await eventually(async () => expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(4));
      const walkedName = [...ids.entries()].find(([, id]) => id === walkedTo)![0];
      const walkedBox = (await page.getByRole('link', { name: new RegExp(`^${walkedName},`) }).first().boundingBox())!;
      expect(walkedBox.y + walkedBox.height).toBeGreaterThan(0);
      expect(walkedBox.y).toBeLessThan(900);
    }
    await context.close();
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: the viewer walks the search it was opened from, "1 of 3", and the back arrow returns to the search', async (width) => {
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto('/search?q=lake');
    const results = page.getByRole('tabpanel').getByRole('link', { name: /Lake day/ });
    await results.first().waitFor();
    expect(await results.count()).toBe(3);
    const firstName = (await results.first().getAttribute('aria-label'))!;
    const secondName = (await results.nth(1).getAttribute('aria-label'))!;
    await results.first().click();
    await page.waitForURL(`/photos/${ids.get(firstName)}`);
    await page.getByRole('button', { name: 'Open full-screen viewer' }).click();
    await page.getByText('1 of 3', { exact: true }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`/photos/${ids.get(secondName)}`);
    await page.getByText('2 of 3', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Info' }).click();
    const info = page.getByRole('complementary', { name: 'About this photo' });
    await info.getByText(secondName).waitFor();
    await info.getByText('Greta Grandmother').waitFor();
    await checkScreen(page, 'viewer-info', { overlay: true, axe: false });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Back to Search' }).click();
    await page.waitForURL('/search?q=lake');
    await results.first().waitFor();
    await context.close();
  });

  it('opens the preview, never the original, until the photo is zoomed; a deep link walks the family', async () => {
    const { context, page } = await signedIn(browser, app, owner, WIDTHS.desktop);
    const requested: string[] = [];
    page.on('request', (request: Request) => requested.push(new URL(request.url()).pathname));
    const big = ids.get(`Lake day ${COUNT}`)!;
    await page.goto(`/photos/${big}`);
    await page.getByRole('button', { name: 'Open full-screen viewer' }).click();
    await page.getByText(`1 of ${COUNT}`, { exact: true }).waitFor();
    const shown = page.locator('.yarl__slide_current img.yarl__slide_image');
    await eventually(async () => expect(await shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true));
    expect(requested).toContain(`/api/photos/${big}/preview`);
    expect(requested.filter((path) => path.endsWith('/file'))).toEqual([]);
    await checkScreen(page, 'viewer', { overlay: true, axe: false });

    const box = (await shown.boundingBox())!;
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    await eventually(() => expect(requested).toContain(`/api/photos/${big}/file`));
    // Only the zoomed photo's original.
    expect(requested.filter((path) => path.endsWith('/file'))).toEqual([`/api/photos/${big}/file`]);
    await context.close();
  });

  it('runs a slideshow: Space plays and pauses, arrows step, Esc closes', async () => {
    const { context, page } = await signedIn(browser, app, owner, WIDTHS.desktop);
    const start = ids.get('Day 21')!;
    // Each photo's details arrive late, so the page follows the viewer's steps a while after them (the lightbox went
    // back a step when the list grew meanwhile, and the arrow pressed then was lost).
    await page.route(/\/api\/photos\/\d+$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.fallback();
    });
    await page.goto(`/photos/${start}`);
    await page.getByRole('button', { name: 'Open full-screen viewer' }).click();
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Pause slideshow' }).waitFor();
    await page.waitForURL((url) => url.pathname !== `/photos/${start}`, { timeout: 10_000 });
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
    const paused = page.url();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.href !== paused);
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await page.locator('.yarl__root').count()).toBe(0));
    await context.close();
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: selects photos and changes their date, adds them to an album, downloads and deletes them', async (width) => {
    const member = await createUser(app, { name: `Sam Scanner ${width}` });
    const family = await createFamily(member, `Scans ${width}`);
    for (let i = 0; i < 6; i++) await uploadPhoto(member, family, { description: `Scan ${i + 1}` }, await scenePhoto(SCENES[i], { width: 1000, height: 700 }));
    await app.drainJobs();
    const { context, page } = await signedIn(browser, app, member, width);
    await page.goto(`/families/${family}`);
    await tiles(page).first().waitFor();
    await page.getByRole('button', { name: 'Select' }).click();
    await tiles(page).nth(0).click();
    if (width === WIDTHS.desktop) await tiles(page).nth(2).click({ modifiers: ['Shift'] });
    else {
      await tiles(page).nth(1).click();
      await tiles(page).nth(2).click();
    }
    const bar = page.getByRole('region', { name: 'Selected photos' });
    await bar.getByText('3 selected').waitFor();
    await checkScreen(page, 'batch-selection');

    // One fuzzy date for the three: checked in the browser first.
    const openAction = async (name: string) => {
      const button = bar.getByRole('button', { name });
      if (await button.count()) await button.click();
      else {
        await bar.getByRole('button', { name: 'More actions' }).click();
        await page.getByRole('menuitem', { name }).click();
      }
    };
    await openAction('Change date');
    const dateDialog = dialog(page, 'One date for 3 photos');
    await dateDialog.getByRole('textbox', { name: 'Approximate date' }).fill('when grandpa was young');
    await dateDialog.getByRole('button', { name: 'Save' }).click();
    await dateDialog.locator('.ant-form-item-explain-error').waitFor();
    await checkScreen(page, 'batch-change-date', { overlay: true });
    await dateDialog.getByRole('textbox', { name: 'Approximate date' }).fill('summer 1975');
    await dateDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Date changed on 3 photos').waitFor();
    await page.getByRole('heading', { name: 'Summer 1975' }).waitFor();

    // Into a new album.
    await page.getByRole('button', { name: 'Select' }).click();
    await tiles(page).nth(4).click();
    await tiles(page).nth(5).click();
    await openAction('Add to album');
    const albumDialog = dialog(page, 'Add 2 photos to an album');
    await albumDialog.getByRole('textbox', { name: 'Or a new album named' }).fill('The box');
    await albumDialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText('2 photos added to The box').waitFor();

    // Download as one zip, then delete to the trash.
    await page.getByRole('button', { name: 'Select' }).click();
    await tiles(page).nth(0).click();
    await tiles(page).nth(1).click();
    const downloaded = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Download' }).click();
    expect((await downloaded).suggestedFilename()).toMatch(/^heirloom-2-photos-.*\.zip$/);
    await page.getByRole('button', { name: 'Select' }).click();
    await tiles(page).nth(0).click();
    await tiles(page).nth(1).click();
    await bar.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Move 2 photos to the trash?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('2 photos moved to the trash').waitFor();
    await eventually(async () => expect(await tiles(page).count()).toBe(4));
    const albums = (await (await context.request.get(`/api/families/${family}/albums`)).json()).albums;
    expect(albums.map((album: { name: string; photo_count: number }) => [album.name, album.photo_count])).toEqual([['The box', 2]]);
    await context.close();
  });
});
