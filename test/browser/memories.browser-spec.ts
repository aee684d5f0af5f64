import { Browser } from 'playwright-core';
import { addMember, createFamily, createUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { browserSuite } from './support/suite';
import { dialog, signedIn } from './support/session';

/** A day in the browser's time zone (the contexts run in Europe/Paris), as YYYY-MM-DD: today, or offset by days. */
const parisDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + offsetDays * 86400000));

describe('Stories, comments, timeline, On This Day and search in the browser', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it('adds a story and comments on the photo page: Enter sends, Shift+Enter adds a line', async () => {
    const owner = await createUser(app, { name: 'Stella Story' });
    const familyId = await createFamily(owner, 'The Storytellers');
    const photo = await uploadPhoto(owner, familyId, { description: 'The old farmhouse' });
    const { context, page } = await signedIn(browser, app, owner);
    await page.goto(`/photos/${photo.id}`);
    await page.getByText('No stories yet. Be the first to share a memory!').waitFor();
    await page.getByText('No comments yet. Be the first to comment!').waitFor();

    await page.getByRole('button', { name: 'Add Story' }).click();
    const editor = dialog(page, 'Share a Story');
    await editor.getByLabel('Story', { exact: true }).fill('Grandpa built the barn himself in 1952.');
    await editor.getByRole('button', { name: 'Save Story' }).click();
    await editor.waitFor({ state: 'hidden' });
    const stories = page.getByRole('region', { name: 'Stories' });
    await stories.getByText('Grandpa built the barn himself in 1952.').waitFor();
    await stories.getByText(/by Stella Story/).waitFor();

    const input = page.getByRole('textbox', { name: 'Write a comment' });
    await input.fill('First line');
    await input.press('Shift+Enter');
    await input.pressSequentially('second line');
    expect(await input.inputValue()).toBe('First line\nsecond line');
    const comments = page.getByRole('region', { name: 'Comments' });
    expect(await comments.getByText('First line').count()).toBe(0);
    await input.press('Enter');
    await comments.getByText(/First line\s+second line/).waitFor();
    await page.waitForFunction(() => (document.querySelector('textarea[aria-label="Write a comment"]') as HTMLTextAreaElement)?.value === '');

    const stored = await owner.agent.get(`/api/photos/${photo.id}/comments`).expect(200);
    expect(stored.body.comments.map((c: { content: string }) => c.content)).toEqual(['First line\nsecond line']);
    await context.close();
  });

  it('groups the timeline by year, toggles view and order, and filters by family', async () => {
    const user = await createUser(app, { name: 'Tim Timeline' });
    const north = await createFamily(user, 'The Northerners');
    const south = await createFamily(user, 'The Southerners');
    await uploadPhoto(user, north, { description: 'Winter in Oslo', taken_date: '1995-01-20' });
    await uploadPhoto(user, south, { description: 'Beach in Faro', taken_date: '2010-08-05' });
    const { context, page } = await signedIn(browser, app, user);
    await page.goto('/timeline');
    await page.getByRole('heading', { name: 'Family Timeline' }).waitFor();
    const years = page.getByRole('heading', { name: /^(1990s|2010s)$/ });
    await page.getByRole('link', { name: /Winter in Oslo/ }).waitFor();
    await page.getByRole('link', { name: /Beach in Faro/ }).waitFor();
    expect(await years.allInnerTexts()).toEqual(['2010s', '1990s']);

    await page.getByText('Oldest First').click();
    await page.waitForFunction(() => {
      const headings = [...document.querySelectorAll('h1,h2,h3,h4,h5')].map((h) => h.textContent?.trim());
      return headings.indexOf('1990s') >= 0 && headings.indexOf('1990s') < headings.indexOf('2010s');
    });

    await page.getByText('Grid', { exact: true }).click();
    await page.getByRole('link', { name: /Beach in Faro/ }).waitFor();

    await page.getByRole('button', { name: /^Filter families/ }).click();
    const filter = page.getByRole('group', { name: 'Filter families' });
    await filter.getByRole('checkbox', { name: 'The Southerners' }).uncheck();
    await page.getByRole('link', { name: /Beach in Faro/ }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /Winter in Oslo/ }).waitFor();
    await page.getByRole('button', { name: 'Filter families: Families (1/2)' }).waitFor();

    // Select All is indeterminate with one family of two: it selects every family, then none.
    await filter.getByRole('checkbox', { name: 'Select All' }).check();
    await page.getByRole('link', { name: /Beach in Faro/ }).waitFor();
    await page.getByRole('button', { name: 'Filter families: Families (2/2)' }).waitFor();
    await filter.getByRole('checkbox', { name: 'Select All' }).uncheck();
    await page.getByText('No photos found').waitFor();
    await page.getByRole('button', { name: 'Filter families: Families (0/2)' }).waitFor();
    await context.close();
  });

  it('shows On This Day memories by year, and its empty state', async () => {
    const lonely = await createUser(app, { name: 'Nora Nothing' });
    const empty = await signedIn(browser, app, lonely);
    await empty.page.goto('/on-this-day');
    await empty.page.getByText('No Memories on This Day Yet').waitFor();
    await empty.context.close();

    const user = await createUser(app, { name: 'Mia Memory' });
    const familyId = await createFamily(user, 'The Rememberers');
    // Today and tomorrow, so that a run across midnight (in the browser's zone) still finds its memory.
    for (const offset of [0, 1]) {
      const day = parisDay(offset);
      await uploadPhoto(user, familyId, { description: 'Five years ago today', taken_date: `${Number(day.slice(0, 4)) - 5}${day.slice(4)}` });
    }

    const { context, page } = await signedIn(browser, app, user);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'View Memories' }).click();
    await page.waitForURL('**/on-this-day');
    await page.getByText('5 years ago').waitFor();
    await page.getByRole('link', { name: /Five years ago today/ }).first().waitFor();
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('searches photos, stories and comments with tabs, from the top bar and the search page', async () => {
    const user = await createUser(app, { name: 'Sid Searcher' });
    const cousin = await createUser(app, { name: 'Cora Cousin' });
    const familyId = await createFamily(user, 'The Seekers');
    await addMember(user, familyId, cousin);
    const photo = await uploadPhoto(user, familyId, { description: 'Lighthouse picnic', location: 'Nazare' });
    await uploadPhoto(user, familyId, { description: 'Lighthouse at night' });
    await user.agent.post(`/api/photos/${photo.id}/stories`).send({ content: 'The lighthouse keeper gave us tea.', story_date: null }).expect(201);
    await cousin.agent.post(`/api/photos/${photo.id}/comments`).send({ content: 'I remember that lighthouse!' }).expect(201);

    const { context, page } = await signedIn(browser, app, user);
    await page.goto('/dashboard');
    await page.getByRole('searchbox', { name: 'Search memories' }).fill('lighthouse');
    await page.getByRole('searchbox', { name: 'Search memories' }).press('Enter');
    await page.waitForURL('**/search?q=lighthouse');
    await page.getByRole('heading', { name: 'Search Memories' }).waitFor();

    await page.getByRole('tab', { name: 'All (4)' }).waitFor();
    await page.getByRole('tab', { name: 'Photos (2)' }).waitFor();
    await page.getByRole('tab', { name: 'Stories (1)' }).waitFor();
    await page.getByRole('tab', { name: 'Comments (1)' }).waitFor();
    await page.getByText('The lighthouse keeper gave us tea.').waitFor();
    await page.getByText(/I remember that lighthouse!/).waitFor();

    await page.getByRole('tab', { name: 'Comments (1)' }).click();
    const commentsPanel = page.getByRole('tabpanel');
    await commentsPanel.getByText(/Cora Cousin/).waitFor();
    await commentsPanel.getByRole('button', { name: 'View Photo' }).click();
    await page.waitForURL(`**/photos/${photo.id}`);
    await page.goBack();

    // Typing on the search page updates the results after the pause and keeps q in the URL.
    const box = page.getByRole('combobox', { name: 'Search photos, stories, comments' });
    await box.fill('picnic');
    await page.waitForURL('**/search?q=picnic');
    await page.getByRole('tab', { name: 'Photos (1)' }).waitFor();
    await page.getByRole('link', { name: /Lighthouse picnic/ }).waitFor();

    await box.fill('zzzzqqq');
    await page.getByText('No results found').waitFor();
    await page.getByText('Try searching with different keywords').waitFor();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => !url.search.includes('q='));
    expect(await box.inputValue()).toBe('');
    await context.close();
  });
});
