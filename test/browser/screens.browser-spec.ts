import { Browser, Page } from 'playwright-core';
import { addMember, createFamily, createUser, mintVerificationToken, TestUser } from '../e2e/support/factories';
import { cameraFile, uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { newContext, WIDTHS } from './support/browser';
import { scenePhoto, scenePhotoWithExifOf } from './support/pictures';
import { checkScreen, dialog, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/**
 * Every screen of the app at 1280 and 390 px on realistic data: a screenshot into test/screenshots and an
 * axe-core check (no serious or critical violation) for each. (Sign-in and registration: auth.browser-spec.ts.)
 */
describe('Every screen at desktop and phone width', () => {
  // Each test walks through four to eight screens, each with a screenshot and most with an axe run.
  jest.setTimeout(180_000);
  let app: TestApp;
  let browser: Browser;
  let ada: TestUser;
  let newcomer: TestUser;
  let familyId: number;
  let emptyFamilyId: number;
  let photoId: number;
  let token: string;

  const suite = browserSuite({ admin: { name: 'Ada Lovelace', email: 'ada.lovelace@example.com' } });
  beforeAll(async () => {
    ({ app, browser, admin: ada } = suite);
    const charles = await createUser(app, { name: 'Charles Babbage', email: 'charles.babbage@example.com' });
    const mary = await createUser(app, { name: 'Mary Somerville', email: 'mary.somerville@example.com' });
    newcomer = await createUser(app, { name: 'Nina Newcomer', email: 'nina.newcomer@example.com' });

    familyId = await createFamily(ada, 'The Lovelaces', 'Letters, holidays and Sunday lunches since 1835');
    emptyFamilyId = await createFamily(ada, 'The Byrons', 'Poets and travellers');
    await addMember(ada, familyId, charles, 'admin');
    await addMember(ada, familyId, mary);
    await ada.agent.post(`/api/families/${familyId}/invitations`).send({ email: 'grace.hopper@example.com', role: 'member' }).expect(201);
    const babbages = await createFamily(charles, 'The Babbages', 'Engines and tea parties');
    await charles.agent.post(`/api/families/${babbages}/invitations`).send({ email: ada.email, role: 'member' }).expect(201);
    token = (await ada.agent.get('/api/invitations/pending').expect(200)).body.invitations[0].token;
    // The newcomer has not verified their address: their invitation shows without its token.
    await ada.agent.post(`/api/families/${emptyFamilyId}/invitations`).send({ email: newcomer.email, role: 'member' }).expect(201);

    // Photo-like pictures (and three real camera files) spread over the years, several to a month, so the
    // grids, the timeline and the thumbnails look like a family's; the first one carries an iPhone's EXIF.
    const camera = await uploadPhoto(ada, familyId, { description: 'Sunset from the cliffs at Point Reyes', location: 'Point Reyes' }, await scenePhotoWithExifOf('apple-iphone-4s-gps.jpg', 'sunset'));
    photoId = camera.id;
    await uploadPhoto(ada, familyId, { description: 'Grandfather at the Nikon club', taken_date: '2003-06-14' }, await cameraFile('nikon-d100.jpg'));
    await uploadPhoto(charles, familyId, { description: 'The analytical engine drawings', fuzzy_date: 'summer 1992' }, await cameraFile('canon-powershot-s400.jpg'));
    await uploadPhoto(charles, familyId, { description: 'Frangipani in grandmother\'s garden', fuzzy_date: 'early 1990s' }, await cameraFile('canon-s40-big-endian.jpg'));
    const beach = await uploadPhoto(mary, familyId, { description: 'Beach day at Brighton', location: 'Brighton', taken_date: '2019-08-03' }, await scenePhoto('beach'));
    await uploadPhoto(mary, familyId, { description: 'Sandcastle contest on the beach', location: 'Brighton', taken_date: '2019-08-04' }, await scenePhoto('beach'));
    await uploadPhoto(ada, familyId, { description: 'Evening on the pier', location: 'Brighton', taken_date: '2019-08-04' }, await scenePhoto('sunset'));
    await uploadPhoto(ada, familyId, { description: 'Boat trip on Lake Como', location: 'Bellagio', taken_date: '2019-07-21' }, await scenePhoto('lake'));
    await uploadPhoto(charles, familyId, { description: 'Snowed in at the cabin', taken_date: '2018-12-27' }, await scenePhoto('snow'));
    await uploadPhoto(charles, familyId, { description: 'Sledging down the big hill', taken_date: '2018-12-28' }, await scenePhoto('snow'));
    await uploadPhoto(ada, familyId, { description: 'New Year fireworks from the roof', taken_date: '2018-12-31' }, await scenePhoto('night'));
    await uploadPhoto(ada, familyId, { description: 'Road trip through Utah', location: 'Moab, Utah', taken_date: '2017-05-14' }, await scenePhoto('desert'));
    await uploadPhoto(mary, familyId, { description: 'Walk in the Black Forest', taken_date: '2016-10-02' }, await scenePhoto('forest'));
    // The browser asks for its local day (Europe/Paris): seed today and tomorrow so a run across midnight still has memories.
    const parisDay = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + offsetDays * 86400000));
    for (const day of [parisDay(0), parisDay(1)]) {
      const [year, monthDay] = [Number(day.slice(0, 4)), day.slice(4)];
      await uploadPhoto(mary, familyId, { description: 'Birthday picnic in the garden', taken_date: `${year - 3}${monthDay}` }, await scenePhoto('meadow'));
      await uploadPhoto(ada, familyId, { description: 'First day of school', taken_date: `${year - 12}${monthDay}` }, await scenePhoto('forest', { width: 800, height: 1000 }));
    }
    await ada.agent.post(`/api/photos/${photoId}/stories`).send({ content: 'We drove up the coast road at dusk and stopped just in time to see the sun touch the water. Everybody went quiet.', story_date: '2011-08-20' }).expect(201);
    await mary.agent.post(`/api/photos/${beach.id}/stories`).send({ content: 'The beach was so crowded that we ate our sandwiches standing up, and nobody minded.', story_date: '2019-08-03' }).expect(201);
    await mary.agent.post(`/api/photos/${photoId}/comments`).send({ content: 'I remember the wind on that beach! Best evening of that summer.' }).expect(201);
    await charles.agent.post(`/api/photos/${photoId}/comments`).send({ content: 'We should go back next year.' }).expect(201);
    await ada.agent.post('/api/admin/backup/create').expect((r) => expect([200, 201, 202]).toContain(r.status));
    await app.drainJobs();
  });

  const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first().waitFor();

  /**
   * Screenshot at every width; axe at desktop width on every screen, and at phone width on the screens whose
   * markup changes there (the drawers, the tables' compact actions, the stacked dashboard and photo page).
   * Colours and names do not change with the width, and axe is the slow part of this suite.
   */
  const PHONE_AXE = new Set(['dashboard', 'navigation-drawer', 'members', 'photo', 'admin-navigation-drawer', 'admin-users', 'timeline']);
  const check = (page: Page, name: string, width: number, overlay = false) =>
    checkScreen(page, name, { overlay, axe: width === WIDTHS.desktop || PHONE_AXE.has(name) });

  it.each(Object.values(WIDTHS))('shows the dashboard, its menus and the invitation page at %i px', async (width) => {
    const { context, page } = await signedIn(browser, app, ada, width);
    const phone = width < 900;
    await page.goto('/dashboard');
    await heading(page, 'Your Families');
    await page.getByText('The Babbages').first().waitFor();
    await page.getByRole('button', { name: 'View Memories' }).waitFor();
    await check(page, 'dashboard', width);

    if (phone) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('menuitem', { name: 'Timeline' }).waitFor();
      await check(page, 'navigation-drawer', width, true);
      await page.keyboard.press('Escape');
      await page.getByRole('menuitem', { name: 'Timeline' }).waitFor({ state: 'hidden' });
    } else {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
      await check(page, 'account-menu', width, true);
      await page.keyboard.press('Escape');
    }

    await page.getByRole('button', { name: 'Create New Family' }).first().click();
    await dialog(page, 'Create New Family').getByLabel('Family Name').waitFor();
    await check(page, 'dashboard-create-family', width, true);
    await page.keyboard.press('Escape');
    await dialog(page, 'Create New Family').waitFor({ state: 'hidden' });

    await page.goto(`/invitations/${token}`);
    await page.getByText('You have been invited to join The Babbages').waitFor();
    await check(page, 'invitation', width);
    await context.close();
  });

  it.each(Object.values(WIDTHS))('shows the family page and its upload dialogs at %i px', async (width) => {
    const { context, page } = await signedIn(browser, app, ada, width);
    await page.goto(`/families/${familyId}`);
    await heading(page, 'The Lovelaces');
    await page.getByRole('link', { name: /Birthday picnic in the garden/ }).first().waitFor();
    await check(page, 'family', width);

    await page.getByRole('button', { name: 'Upload Photo' }).first().click();
    const upload = dialog(page, 'Upload Photo');
    await upload.locator('input[type=file]').setInputFiles({ name: 'nikon-d100.jpg', mimeType: 'image/jpeg', buffer: (await cameraFile('nikon-d100.jpg')).content });
    await upload.getByRole('img', { name: /Preview of/ }).waitFor();
    await check(page, 'family-upload', width, true);
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await upload.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const bulk = dialog(page, 'Bulk Upload');
    await bulk.locator('input[type=file]').setInputFiles([
      { name: 'canon-s40-big-endian.jpg', mimeType: 'image/jpeg', buffer: (await cameraFile('canon-s40-big-endian.jpg')).content },
      { name: 'orientation-8.jpg', mimeType: 'image/jpeg', buffer: (await cameraFile('orientation-8.jpg')).content },
      { name: 'a-letter-that-is-not-a-photo-with-a-long-name.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image') },
    ]);
    await bulk.getByText('3 photos selected').waitFor();
    await check(page, 'family-bulk-upload', width, true);
    await bulk.getByRole('button', { name: 'Cancel' }).click();
    await bulk.waitFor({ state: 'hidden' });

    await page.goto(`/families/${emptyFamilyId}`);
    await page.getByText('No photos found').waitFor();
    await check(page, 'family-empty', width);
    await context.close();
  });

  it.each(Object.values(WIDTHS))('shows the members and photo pages at %i px', async (width) => {
    const { context, page } = await signedIn(browser, app, ada, width);
    await page.goto(`/families/${familyId}/members`);
    await page.getByRole('row', { name: /Mary Somerville/ }).waitFor();
    await page.getByText('grace.hopper@example.com').waitFor();
    await check(page, 'members', width);
    await page.getByRole('button', { name: 'Invite Member' }).click();
    await dialog(page, 'Invite Member').getByLabel('Email Address').waitFor();
    await check(page, 'members-invite', width, true);
    await page.keyboard.press('Escape');
    await dialog(page, 'Invite Member').waitFor({ state: 'hidden' });

    await page.goto(`/photos/${photoId}`);
    await heading(page, 'Sunset from the cliffs at Point Reyes');
    await page.getByText('We should go back next year.').waitFor();
    await page.getByText(/Apple iPhone 4S/).first().waitFor();
    await check(page, 'photo', width);
    await page.getByRole('button', { name: 'Open full-screen viewer' }).click();
    await page.getByRole('button', { name: 'Close viewer' }).waitFor();
    await check(page, 'photo-viewer', width, true);
    await page.getByRole('button', { name: 'Close viewer' }).click();
    await page.getByRole('button', { name: 'Photo actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit Photo' }).click();
    await dialog(page, 'Edit Photo').getByLabel('Description').waitFor();
    await check(page, 'photo-edit', width, true);
    await dialog(page, 'Edit Photo').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add Story' }).click();
    await dialog(page, 'Share a Story').getByLabel('Story', { exact: true }).waitFor();
    await check(page, 'photo-story-editor', width, true);
    await dialog(page, 'Share a Story').getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it.each(Object.values(WIDTHS))('shows On This Day, the timeline and search at %i px', async (width) => {
    const { context, page } = await signedIn(browser, app, ada, width);
    await page.goto('/on-this-day');
    await page.getByText('3 years ago').waitFor();
    await check(page, 'on-this-day', width);

    await page.goto('/timeline');
    await page.getByRole('link', { name: /Grandfather at the Nikon club/ }).waitFor();
    await check(page, 'timeline', width);
    await page.getByText('Grid', { exact: true }).click();
    await page.getByRole('button', { name: /^Filter families/ }).click();
    await page.getByRole('group', { name: 'Filter families' }).waitFor();
    await check(page, 'timeline-grid-filter', width, true);
    await page.keyboard.press('Escape');

    await page.goto('/search?q=beach');
    await page.getByRole('tab', { name: /^All \(\d+\)$/ }).waitFor();
    await page.getByText(/The beach was so crowded/).first().waitFor();
    await page.getByText(/I remember the wind on that beach!/).first().waitFor();
    await check(page, 'search', width);
    await page.goto('/search?q=zzzzqqq');
    await page.getByText('No results found').waitFor();
    await check(page, 'search-empty', width);
    await page.goto('/search');
    await heading(page, 'Search Memories');
    await check(page, 'search-start', width);
    await context.close();
  });

  it.each(Object.values(WIDTHS))('shows the admin area at %i px', async (width) => {
    const { context, page } = await signedIn(browser, app, ada, width);
    const phone = width < 900;
    await page.goto('/admin');
    await page.getByText('System Status').waitFor();
    await check(page, 'admin-dashboard', width);
    if (phone) {
      await page.getByRole('button', { name: 'Open admin menu' }).click();
      await page.getByRole('menuitem', { name: 'Backups' }).waitFor();
      await check(page, 'admin-navigation-drawer', width, true);
      await page.keyboard.press('Escape');
    }
    await page.goto('/admin/users');
    await page.getByRole('row', { name: /Mary Somerville/ }).waitFor();
    await check(page, 'admin-users', width);
    await page.getByRole('button', { name: 'Edit Ada Lovelace' }).click();
    await dialog(page, 'Edit User').getByText('You cannot remove admin privileges from yourself').waitFor();
    await check(page, 'admin-users-edit-self', width, true);
    await page.keyboard.press('Escape');
    await dialog(page, 'Edit User').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete Mary Somerville' }).click();
    await dialog(page, 'Delete User').waitFor();
    await check(page, 'admin-users-delete', width, true);
    await page.keyboard.press('Escape');
    await dialog(page, 'Delete User').waitFor({ state: 'hidden' });

    await page.goto('/admin/backups');
    await page.getByText('completed').first().waitFor();
    await check(page, 'admin-backups', width);
    await page.goto('/admin/settings');
    await page.getByText('Coming Soon').waitFor();
    await check(page, 'admin-coming-soon', width);
    await context.close();
  });

  it.each(Object.values(WIDTHS))('shows the empty states of a new, unverified account at %i px', async (width) => {
    const { context, page } = await signedIn(browser, app, newcomer, width);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Create Your First Family' }).waitFor();
    await page.getByText('Verify your e-mail address', { exact: true }).waitFor();
    await page.getByText("Open the invitation's e-mail to accept it, or verify your e-mail address to accept it here.").waitFor();
    await check(page, 'dashboard-empty', width);
    await page.goto('/on-this-day');
    await page.getByText('No Memories on This Day Yet').waitFor();
    await check(page, 'on-this-day-empty', width);
    await page.goto('/timeline');
    await page.getByText('No photos found').waitFor();
    await check(page, 'timeline-empty', width);
    await context.close();
  });

  it.each(Object.values(WIDTHS))('shows the address check page, signed out, at %i px', async (width) => {
    const context = await newContext(browser, app.url, width);
    const page = await context.newPage();
    const owner = await createUser(app, { name: 'Vera Verifier', email: `vera.verifier.${width}@example.com` });
    const link = `/verify-email?token=${await mintVerificationToken(app, owner)}`;
    await page.goto(link);
    await page.getByText('Your e-mail address is verified').waitFor();
    await check(page, 'verify-email', width);
    await page.goto(link);
    await page.getByText('This verification link has already been used').waitFor();
    await check(page, 'verify-email-used', width);
    await context.close();
  });
});
