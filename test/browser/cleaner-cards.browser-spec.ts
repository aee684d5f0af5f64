import { Browser } from 'playwright-core';
import { createFamily, createUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { scenePhoto } from './support/pictures';
import { checkScreen, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/** Issue 19, item 9 (part): no "Untitled" cards, the family's name only to people in several, the searched text in the top bar. */
describe('Cleaner cards and search, in the browser', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: names a photo without a description by its place or date, and leaves out the only family', async (width) => {
    const owner = await createUser(app, { name: 'Nora Nameless' });
    const familyId = await createFamily(owner, `The Only ${width}`);
    await uploadPhoto(owner, familyId, { location: 'Lisbon', taken_date: '2019-07-14' }, await scenePhoto('beach'));
    await uploadPhoto(owner, familyId, { fuzzy_date: 'summer 1975' }, await scenePhoto('lake'));
    await app.drainJobs();
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto('/timeline');
    await page.getByRole('link', { name: 'Lisbon, July 14, 2019' }).waitFor();
    await page.getByRole('link', { name: 'Summer 1975' }).waitFor();
    expect(await page.getByText('Untitled').count()).toBe(0);
    // One family: its name on every card would say nothing.
    expect(await page.getByText(`The Only ${width}`, { exact: true }).count()).toBe(0);
    await checkScreen(page, 'timeline-cards');
    await context.close();
  });

  it('shows the text being searched in the top bar (1280 px, where the top bar has its search box)', async () => {
    const owner = await createUser(app, { name: 'Sam Searcher' });
    const { context, page } = await signedIn(browser, app, owner, WIDTHS.desktop);
    await page.goto('/dashboard');
    const box = page.getByRole('searchbox', { name: 'Search memories' });
    await box.fill('grandma beach');
    await box.press('Enter');
    await page.waitForURL('**/search?q=grandma%20beach');
    expect(await box.inputValue()).toBe('grandma beach');
    await page.goto('/search?q=picnic');
    await page.waitForFunction(() => (document.querySelector('[role="searchbox"]') as HTMLInputElement | null)?.value === 'picnic');
    await context.close();
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: a search tab with nothing to show says so', async (width) => {
    const owner = await createUser(app, { name: 'Tess Tabs' });
    const familyId = await createFamily(owner, `The Tabbed ${width}`);
    await uploadPhoto(owner, familyId, { description: `Picnic by the river ${width}` }, await scenePhoto('meadow'));
    await app.drainJobs();
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto('/search?q=picnic');
    await page.getByRole('tab', { name: 'Photos (1)' }).waitFor();
    await page.getByRole('tab', { name: 'Comments (0)' }).click();
    await page.getByText('No comments match this search').waitFor();
    await checkScreen(page, 'search-empty-tab');
    await context.close();
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: a search result says why it was found, the words marked, with its fuzzy date chip; the uploader is searchable', async (width) => {
    const owner = await createUser(app, { name: `Quentin Quillfeather ${width}` });
    const familyId = await createFamily(owner, `The Quills ${width}`);
    await uploadPhoto(owner, familyId, { location: 'Pelican Bay', fuzzy_date: 'about 1950' }, await scenePhoto('beach'));
    await uploadPhoto(owner, familyId, { description: 'Cousins at the pier' }, await scenePhoto('sunset'));
    await app.drainJobs();
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto('/search?q=pelican');
    const matched = page.getByTestId('matched').first();
    await matched.waitFor();
    expect(await matched.textContent()).toBe('Place: Pelican Bay');
    expect(await matched.locator('mark').allTextContents()).toEqual(['Pelican']);
    await page.getByText('c. 1950').first().waitFor();
    await checkScreen(page, 'search-matched');
    await page.goto('/search?q=quillfeather');
    await page.getByText(`Uploaded by: Quentin Quillfeather ${width}`).first().waitFor();
    expect(await page.getByTestId('matched').count()).toBe(2);
    await context.close();
  });
});
