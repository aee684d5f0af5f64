import { Browser, Page } from 'playwright-core';
import { createFamily, createUser, TestUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { scenePhoto, Scene } from './support/pictures';
import { checkScreen, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/**
 * Issue 19, items 2 and 3: the family page and the timeline lay photos out in justified rows (aspect ratios kept, rows
 * filled) under light date headers at each photo's own precision, count every photo from the first page, and jump by
 * decade.
 */
describe('The packed photo grid in the browser', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  let owner: TestUser;
  let familyId: number;
  const SHAPES: Array<[number, number]> = [
    [1200, 800],
    [800, 1200],
    [1200, 900],
    [1600, 900],
    [1000, 1000],
  ];
  const SCENES: Scene[] = ['sunset', 'beach', 'forest', 'snow', 'meadow', 'night', 'lake', 'desert'];
  const DATED = 20;

  beforeAll(async () => {
    ({ app, browser } = suite);
    owner = await createUser(app, { name: 'Greta Grandmother' });
    familyId = await createFamily(owner, 'The Packed');
    // Phones' photos of two summers, scans with approximate dates, and a few with no date at all.
    for (let i = 0; i < DATED; i++) {
      const [width, height] = SHAPES[i % SHAPES.length];
      const month = String(6 + (i % 3)).padStart(2, '0');
      await uploadPhoto(owner, familyId, { description: `Summer day ${i + 1}`, taken_date: `${i < 12 ? 2023 : 2022}-${month}-${String(1 + i).padStart(2, '0')}` }, await scenePhoto(SCENES[i % SCENES.length], { width, height }));
    }
    const scans: Array<[string, string]> = [
      ['about 1950', 'Grandmother as a girl'],
      ['early 1960s', 'The old farm'],
      ['summer 1975', 'Camping by the lake'],
      ['Christmas 1982', 'Christmas at home'],
    ];
    for (const [fuzzy, description] of scans) await uploadPhoto(owner, familyId, { description, fuzzy_date: fuzzy }, await scenePhoto('snow', { width: 1000, height: 700 }));
    for (let i = 0; i < 3; i++) await uploadPhoto(owner, familyId, { description: `Box of scans ${i + 1}` }, await scenePhoto('desert', { width: 900, height: 1200 }));
    await app.drainJobs();
  });

  /** The tiles of the first row, and how wide each is against its height. */
  const firstRow = (page: Page) =>
    page.getByTestId('photo-row').first().evaluate((row) =>
      [...row.querySelectorAll<HTMLElement>('[role="listitem"]')].map((tile) => ({ width: tile.getBoundingClientRect().width, height: tile.getBoundingClientRect().height })),
    );

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: fills justified rows on the family page, with the real total and date groups at their precision', async (width) => {
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto(`/families/${familyId}`);
    await page.getByText('27 photos', { exact: true }).waitFor();
    const grid = page.getByTestId('justified-grid');
    await grid.getByRole('link').first().waitFor();
    const rowTiles = await firstRow(page);
    if (width === WIDTHS.desktop) expect(rowTiles.length).toBeGreaterThanOrEqual(4);
    else expect(rowTiles.length).toBeGreaterThanOrEqual(2);
    // Rows are filled edge to edge: the first row spans the grid's width.
    const gridWidth = await grid.evaluate((node) => node.clientWidth);
    const spanned = await page.getByTestId('photo-row').first().evaluate((row) => {
      const tiles = [...row.querySelectorAll<HTMLElement>('[role="listitem"]')];
      return tiles[tiles.length - 1].getBoundingClientRect().right - tiles[0].getBoundingClientRect().left;
    });
    expect(Math.abs(spanned - gridWidth)).toBeLessThanOrEqual(2);
    // Aspect ratios kept: 3:2, 2:3, 4:3, 16:9 and square photos are not all the same shape.
    const shapes = new Set(rowTiles.map((tile) => Math.round((tile.width / tile.height) * 10)));
    expect(shapes.size).toBeGreaterThan(1);

    // Load everything, then read the headers in order.
    const more = page.getByRole('button', { name: 'Load More Photos' });
    while (await more.count()) {
      await more.click();
      await page.waitForTimeout(0);
      await page.waitForLoadState('networkidle');
    }
    await grid.getByRole('link').nth(26).waitFor();
    const headers = await grid.locator('.date-group-label').allInnerTexts();
    expect(headers).toEqual(['Undated', 'August 2023', 'July 2023', 'June 2023', 'August 2022', 'July 2022', 'June 2022', 'Christmas 1982', 'Summer 1975', '1960s', 'c. 1950']);
    // The card says the date as its group does.
    await page.getByRole('link', { name: 'Grandmother as a girl, c. 1950' }).waitFor();
    await page.getByRole('link', { name: 'Box of scans 1, Undated' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, 'family-grid');
    await context.close();
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: jumps to a decade, and shows the timeline grid and timeline at their precision', async (width) => {
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto(`/families/${familyId}`);
    await page.getByText('27 photos', { exact: true }).waitFor();
    // 'about 1950' is listed from the start of its range, 1949, as the server counts it.
    await page.getByRole('button', { name: 'Jump to the 1940s (1 photo)' }).click();
    const oldest = page.getByRole('link', { name: 'Grandmother as a girl, c. 1950' });
    await oldest.waitFor();
    await page.waitForFunction(() => {
      const tile = document.querySelector('[data-decade="1940"]');
      if (!tile) return false;
      const { top, bottom } = tile.getBoundingClientRect();
      return top >= 0 && bottom <= window.innerHeight;
    });

    await page.goto('/timeline');
    await page.getByText('27 photos', { exact: true }).waitFor();
    await page.getByRole('heading', { name: '2020s' }).waitFor();
    await page.getByRole('heading', { name: 'Undated' }).first().waitFor();
    await checkScreen(page, 'timeline-view');
    await page.getByText('Grid', { exact: true }).click();
    await page.getByTestId('justified-grid').getByRole('link').first().waitFor();
    const rowTiles = await firstRow(page);
    if (width === WIDTHS.desktop) expect(rowTiles.length).toBeGreaterThanOrEqual(4);
    await checkScreen(page, 'timeline-grid');
    await context.close();
  });
});
