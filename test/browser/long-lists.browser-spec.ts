import { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { createFamily, createUser, TestUser } from '../e2e/support/factories';
import { insertPhotoRows } from '../e2e/support/photo-rows';
import { TestApp } from '../e2e/support/test-app';
import { screenshot, seriousA11yViolations, WIDTHS } from './support/browser';
import { eventually, signedIn } from './support/session';
import { browserSuite } from './support/suite';

jest.setTimeout(180_000);

/**
 * Issue 18, item 3: grids that can hold 100,000 photos render only what is on screen. A family of 600 photos is
 * scrolled page after page on the family page and the timeline: the page grows, the tiles in the DOM do not, and
 * scrolling back up or jumping to a decade far above shows its photos again.
 */
describe('Long photo lists in the browser', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  let owner: TestUser;
  let familyId: number;
  /** Loaded before the checks: 25 pages of the family grid, 15 of the timeline. */
  const LOADED = 300;
  /** Tiles in the DOM: the rows on screen and four beyond each edge, and the decade jump's targets (34 to 96 seen). */
  const MOST_IN_DOM = 120;

  beforeAll(async () => {
    ({ app, browser } = suite);
    owner = await createUser(app, { name: 'Lena Longlist' });
    familyId = await createFamily(owner, 'The Longlists');
    // Rows without files (thumbnails fall back to their placeholder), six a year over a century.
    await insertPhotoRows(app, familyId, owner.id, 600);
    await app.app.get(DataSource).query('UPDATE photos SET taken_date = sort_date WHERE family_id = ?', [familyId]);
  });

  /** The photo tiles (the only list items that say their place in the list). */
  const tiles = (page: Page) => page.locator('[role="listitem"][aria-setsize]');
  /** How many photos the list holds (each tile says it: only some are in the DOM). */
  const loaded = (page: Page) => tiles(page).first().getAttribute('aria-setsize').then(Number);
  const scrollHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
  const onScreen = (page: Page, selector: string) =>
    page.waitForFunction((target) => {
      const node = document.querySelector(target);
      if (!node) return false;
      const { top, bottom } = node.getBoundingClientRect();
      return bottom > 0 && top < window.innerHeight;
    }, selector);

  /** Scrolls to the end until LOADED photos are listed; the most tiles the DOM held on the way. */
  async function scrollThrough(page: Page): Promise<number> {
    let most = 0;
    while ((await loaded(page)) < LOADED) {
      const before = await loaded(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await eventually(async () => expect(await loaded(page)).toBeGreaterThan(before), 30_000);
      most = Math.max(most, await tiles(page).count());
    }
    if (process.env.SCREEN_TIMINGS) console.log(`${new URL(page.url()).pathname} at ${page.viewportSize()?.width} px: ${await loaded(page)} photos listed, at most ${most} tiles in the DOM`);
    return most;
  }

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: the family page holds a bounded number of tiles while it loads page after page', async (width) => {
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto(`/families/${familyId}`);
    await page.getByText('600 photos', { exact: true }).waitFor();
    // The 13th photo: near the top, and not in a row kept for the decade jump (the first is, the 1990s' first).
    const early = page.locator('[aria-posinset="13"]').getByRole('link');
    const earlyName = await early.getAttribute('aria-label');
    const start = { height: await scrollHeight(page), loaded: await loaded(page) };

    const most = await scrollThrough(page);
    expect(most).toBeLessThanOrEqual(MOST_IN_DOM);
    expect(await tiles(page).count()).toBeLessThan((await loaded(page)) / 2);
    // The page grows with every loaded row, rendered or not (a justified row of 4 to 7 photos is 150 to 250 px tall):
    // were only the tiles in the DOM laid out, it would stop growing once they stop.
    const grownPerPhoto = ((await scrollHeight(page)) - start.height) / ((await loaded(page)) - start.loaded);
    expect(grownPerPhoto).toBeGreaterThan(15);
    // Deep in the list the screen shows rows as before, headers and all, and stays accessible.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await screenshot(page, 'family-long-list', false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The first photos left the DOM on the way down; scrolled back up, they are there again.
    expect(await early.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await onScreen(page, '[aria-posinset="1"]');
    expect(await early.getAttribute('aria-label')).toBe(earlyName);

    // Deep down again, the decade jump reaches the 1990s (the first rows) without loading anything.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - 3000));
    await page.getByRole('button', { name: /^Jump to the 1990s/ }).click();
    await onScreen(page, '[data-decade="1990"]');
    await context.close();
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: the timeline holds a bounded number of tiles while it loads page after page', async (width) => {
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto('/timeline');
    await page.getByRole('heading', { name: '1990s', exact: true }).waitFor();
    const early = page.locator('[aria-posinset="13"]').getByRole('link');
    const earlyName = await early.getAttribute('aria-label');

    const most = await scrollThrough(page);
    expect(most).toBeLessThanOrEqual(MOST_IN_DOM);
    expect(await tiles(page).count()).toBeLessThan((await loaded(page)) / 2);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await screenshot(page, 'timeline-long-list', false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await early.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await onScreen(page, '[aria-posinset="1"]');
    expect(await early.getAttribute('aria-label')).toBe(earlyName);
    await page.getByRole('heading', { name: '1990s', exact: true }).waitFor();
    await context.close();
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: a jump to a decade not loaded yet starts the timeline there, and Back to newest returns', async (width) => {
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto('/timeline');
    await page.getByRole('heading', { name: '1990s', exact: true }).waitFor();
    // Only the newest pages are loaded: the 1920s are seventy years of photos away.
    expect(await page.locator('[data-decade="1920"]').count()).toBe(0);
    await page.getByRole('button', { name: /^Jump to the 1920s/ }).click();
    await page.waitForURL((url) => url.searchParams.get('decade') === '1920');
    const notice = page.getByRole('status').filter({ hasText: 'Showing the 1920s and earlier' });
    await notice.waitFor();
    await onScreen(page, '[data-decade="1920"]');
    // Shown from the page's top: the notice and the decade's heading clear of the top bar, the first photo focused.
    const topBar = (await page.locator('header').first().boundingBox())!;
    for (const shown of [notice, page.getByRole('heading', { name: '1920s', exact: true })]) {
      await eventually(async () => expect((await shown.boundingBox())!.y).toBeGreaterThanOrEqual(topBar.y + topBar.height));
    }
    expect(await page.evaluate(() => document.activeElement?.closest('[data-decade]')?.getAttribute('data-decade'))).toBe('1920');
    // The list starts at the decade: nothing newer is listed above it.
    expect(await page.getByRole('heading', { name: '1990s', exact: true }).count()).toBe(0);
    await screenshot(page, 'timeline-decade-start', false);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await notice.getByRole('button', { name: 'Back to newest' }).click();
    await page.waitForURL((url) => url.pathname === '/timeline' && !url.searchParams.has('decade'));
    await page.getByRole('heading', { name: '1990s', exact: true }).waitFor();
    expect(await notice.count()).toBe(0);
    await context.close();
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: back from a photo deep in the timeline, the list is at the same scroll with that photo on screen', async (width) => {
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto('/timeline');
    await page.getByRole('heading', { name: '1990s', exact: true }).waitFor();
    await scrollThrough(page);
    // A photo some way up from the end: every row above it was measured on the way down, or is still a guess.
    const name = (await tiles(page).nth(Math.floor((await tiles(page).count()) / 2)).getByRole('link').getAttribute('aria-label'))!;
    // By its name: the tiles in the DOM change as the list scrolls.
    const target = page.getByRole('link', { name, exact: true });
    // In the middle of the screen, clear of the top bar (the click does not scroll it again).
    await target.evaluate((link) => link.scrollIntoView({ block: 'center' }));
    const before = await page.evaluate(() => Math.round(window.scrollY));
    await target.click();
    await page.waitForURL(/\/photos\/\d+$/);
    await page.getByRole('button', { name: 'Back to Timeline' }).click();
    await page.waitForURL((url) => url.pathname === '/timeline');
    await eventually(async () => expect(Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - before)).toBeLessThanOrEqual(4));
    const box = (await target.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(0);
    expect(box.y).toBeLessThan(900);
    await context.close();
  });
});
