import { DataSource } from 'typeorm';
import { Browser, Page } from 'playwright-core';
import { createFamily, createUser, TestUser } from '../e2e/support/factories';
import { insertPhotoRows } from '../e2e/support/photo-rows';
import { TestApp } from '../e2e/support/test-app';
import { eventually, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/** A family with 10,000 photos: the timeline and the family grid load page by page as the user scrolls. */
describe('10,000 photos in the browser', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  let owner: TestUser;
  let familyId: number;

  beforeAll(async () => {
    ({ app, browser } = suite);
    owner = await createUser(app, { name: 'Paula Prolific' });
    familyId = await createFamily(owner, 'The Prolifics');
    // Rows without files (thumbnails fall back to their placeholder), a hundred a year over a century.
    await insertPhotoRows(app, familyId, owner.id, 10_000);
    await app.app.get(DataSource).query('UPDATE photos SET taken_date = sort_date WHERE family_id = ?', [familyId]);
  });

  /** How many photos a grid lists: only the rows near the screen are in the DOM, and each tile says the list's size. */
  const listed = async (page: Page) => Number(await page.locator('[role="listitem"][aria-setsize]').first().getAttribute('aria-setsize'));
  const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  /**
   * The month headers of the timeline in the order listed, met scrolling from where it is up to the top (upwards,
   * so no further page loads): only the rows near the screen are in the DOM at a time.
   */
  const monthsUpToTheTop = (page: Page) =>
    page.evaluate(async () => {
      const tops = new Map<string, number>();
      const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (;;) {
        for (const heading of document.querySelectorAll('h5')) {
          const text = heading.textContent ?? '';
          if (/^[A-Z][a-z]+ \d{4}$/.test(text) && !tops.has(text)) tops.set(text, heading.getBoundingClientRect().top + window.scrollY);
        }
        if (window.scrollY === 0) return [...tops].sort((a, b) => a[1] - b[1]).map(([text]) => text);
        window.scrollBy(0, -window.innerHeight / 2);
        await painted();
      }
    });

  it('keeps decade and month headers while the timeline loads the next pages on scroll', async () => {
    const { context, page } = await signedIn(browser, app, owner);
    const opened = Date.now();
    await page.goto('/timeline');
    await page.getByRole('heading', { name: '1990s', exact: true }).waitFor();
    const firstPageMs = Date.now() - opened;
    // The first page, and the next while the end of the list is within reach of the screen (the sentinel looks 800 px ahead).
    await eventually(async () => expect(await listed(page)).toBeGreaterThanOrEqual(20));

    // Each scroll to the end asks for one more page of 20 (no button on the timeline), until 140 photos show.
    const scrolled = Date.now();
    let pages = 0;
    while ((await listed(page)) < 140) {
      const before = await listed(page);
      await scrollToEnd(page);
      await eventually(async () => expect(await listed(page)).toBeGreaterThan(before), 30_000);
      pages++;
    }
    expect((await listed(page)) % 20).toBe(0);
    const perPageMs = (Date.now() - scrolled) / Math.max(pages, 1);
    // 140 photos or a page more, newest first: the 100 of 1999 (December, August, April), the 33 of November
    // 1998, then the first of July 1998.
    await page.getByRole('heading', { name: 'July 1998', exact: true }).waitFor();
    expect(await monthsUpToTheTop(page)).toEqual(['December 1999', 'August 1999', 'April 1999', 'November 1998', 'July 1998']);
    if (process.env.SCREEN_TIMINGS) console.log(`10,000 photos: first timeline page ${firstPageMs} ms, then ${Math.round(perPageMs)} ms a page on scroll`);
    await context.close();
  });

  it('pages the family grid by 12 with Load More Photos and the scroll sentinel', async () => {
    const { context, page } = await signedIn(browser, app, owner);
    await page.goto(`/families/${familyId}`);
    // The title counts every photo from the first page on (the decades count them); the sentinel may have asked for a page already.
    const more = page.getByRole('button', { name: 'Load More Photos' });
    await more.waitFor();
    await page.getByText('10000 photos', { exact: true }).waitFor();
    const before = await listed(page);
    expect(before % 12).toBe(0);

    await more.click();
    await eventually(async () => expect(await listed(page)).toBeGreaterThanOrEqual(before + 12), 30_000);
    const clicked = await listed(page);
    await scrollToEnd(page);
    await eventually(async () => expect(await listed(page)).toBeGreaterThan(clicked), 30_000);
    // Whole pages only, and the count in the title stays the real total.
    await eventually(async () => {
      const shown = await listed(page);
      expect(shown % 12).toBe(0);
      expect(await page.getByText('10000 photos', { exact: true }).count()).toBe(1);
    });
    await context.close();
  });

  it("opens the family page with each of its reads asked for once, as the page load starts them (the first screen's two pages)", async () => {
    const { context, page } = await signedIn(browser, app, owner);
    // The page load's requests in the order they were made: its reads, and its code.
    const order: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      order.push(`${url.pathname}${url.search}`);
    });
    // When the app first put something on the screen (the shell's first render), in the clock of the reads' timings.
    await page.addInitScript(() => {
      const shown = new MutationObserver(() => {
        if (!document.getElementById('root')?.firstChild) return;
        (window as unknown as { firstRenderAt: number }).firstRenderAt = performance.now();
        shown.disconnect();
      });
      shown.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/families/${familyId}`);
    await page.getByText('10000 photos', { exact: true }).waitFor();
    await eventually(async () => expect(await listed(page)).toBeGreaterThanOrEqual(24));
    const asked = order.filter((url) => url.startsWith('/api/'));
    const times = (path: string) => asked.filter((url) => url === path).length;
    const photosPage = (n: number) => `/api/families/${familyId}/photos?page=${n}&per_page=12&sort_by=taken_date&order=desc`;
    expect({
      session: times('/api/auth/me'),
      family: times(`/api/families/${familyId}`),
      page1: times(photosPage(1)),
      page2: times(photosPage(2)),
      decades: times(`/api/timeline/decades?family_ids=${familyId}`),
      people: times(`/api/families/${familyId}/people?page=1&per_page=100`),
      notifications: times('/api/notifications?limit=20'),
    }).toEqual({ session: 1, family: 1, page1: 1, page2: 1, decades: 1, people: 1, notifications: 1 });
    // The session, the family and its first two pages are asked for by the page load's first script (boot/earlyReads.ts),
    // before the app's code has come: ahead of the page's own chunk, which it asks for after them.
    const pageChunk = order.findIndex((url) => /^\/assets\/FamilyPage-.*\.js$/.test(url));
    expect(pageChunk).toBeGreaterThan(0);
    for (const read of ['/api/auth/me', `/api/families/${familyId}`, photosPage(1), photosPage(2)]) expect(order.indexOf(read)).toBeLessThan(pageChunk);
    // And those the app asks for as it starts (api/preloads.ts) went out before its first render.
    const { firstRenderAt, started } = await page.evaluate(() => ({
      firstRenderAt: (window as unknown as { firstRenderAt?: number }).firstRenderAt,
      started: performance.getEntriesByType('resource').map((entry) => {
        const url = new URL(entry.name);
        return { read: `${url.pathname}${url.search}`, at: entry.startTime };
      }),
    }));
    expect(firstRenderAt).toBeGreaterThan(0);
    for (const read of [`/api/families/${familyId}`, photosPage(1), `/api/timeline/decades?family_ids=${familyId}`]) {
      const timing = started.find((entry) => entry.read === read);
      expect({ read, before: timing && timing.at < firstRenderAt! }).toEqual({ read, before: true });
    }
    await context.close();
  });
});
