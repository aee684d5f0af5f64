import { Browser } from 'playwright-core';
import { addMember, createFamily, createUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { scenePhoto } from './support/pictures';
import { browserSuite } from './support/suite';
import { checkScreen, eventually, signedIn } from './support/session';

/** Issue 16 in the browser: reactions, the @ list, the bell and the Activity page. */
describe('Reactions, mentions, notifications and activity in the browser', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it('mentions a member from the @ list, reacts, and the mentioned uploader finds it under the bell and in the activity', async () => {
    const ada = await createUser(app, { name: 'Ada Lovelace' });
    const bo = await createUser(app, { name: 'Bo Brown' });
    const familyId = await createFamily(ada, 'The Lovelaces');
    await addMember(ada, familyId, bo);
    const photo = await uploadPhoto(ada, familyId, { description: 'Harvest day' }, await scenePhoto('meadow'));
    await uploadPhoto(ada, familyId, { description: 'The barn' }, await scenePhoto('sunset'));

    // Bo reacts and mentions Ada in a comment, picking her from the @ list.
    const bos = await signedIn(browser, app, bo);
    await bos.page.goto(`/photos/${photo.id}`);
    await bos.page.getByRole('button', { name: 'React with Love' }).click();
    await bos.page.getByRole('button', { name: 'Take back Love (1)' }).waitFor();
    const input = bos.page.getByRole('textbox', { name: 'Write a comment' });
    await input.click();
    await input.pressSequentially('Look @Ad');
    await bos.page.getByRole('menuitem', { name: 'Ada Lovelace' }).waitFor();
    await checkScreen(bos.page, 'mention-list', { overlay: true });
    await input.press('Enter');
    expect(await input.inputValue()).toBe('Look @Ada Lovelace ');
    await input.pressSequentially('at this!');
    await input.press('Enter');
    await bos.page.getByRole('region', { name: 'Comments' }).getByText('Look @Ada Lovelace at this!').waitFor();
    const stored = await bo.agent.get(`/api/photos/${photo.id}/comments`).expect(200);
    expect(stored.body.comments[0].mentions).toEqual([{ id: ada.id, name: 'Ada Lovelace' }]);
    await bos.context.close();

    // Ada sees the count on the bell, the list, and follows the mention to the photo.
    for (const width of [WIDTHS.desktop, WIDTHS.phone]) {
      const { context, page } = await signedIn(browser, app, ada, width);
      await page.goto('/dashboard');
      // Bo joining (Ada is the admin), his reaction and his mention.
      const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
      await bell.click();
      const list = page.getByTestId('notification-list');
      await list.getByText('Bo Brown mentioned you').waitFor();
      await list.getByText('Bo Brown reacted to your photo').waitFor();
      await list.getByText('Bo Brown joined The Lovelaces').waitFor();
      await checkScreen(page, 'notifications', { overlay: true });
      if (width === WIDTHS.phone) {
        await list.getByText('Bo Brown mentioned you').click();
        await page.waitForURL(`**/photos/${photo.id}`);
        await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor();
        await page.getByRole('button', { name: 'Take back Love (1)' }).waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'React with Love (1)' }).waitFor();
        await page.getByRole('button', { name: 'Who reacted' }).click();
        await page.getByTestId('reaction-people').getByText(/Bo Brown/).waitFor();
        await checkScreen(page, 'photo-reactions', { overlay: true });
      } else {
        await page.keyboard.press('Escape');
        await page.goto(`/photos/${photo.id}`);
        await page.getByRole('button', { name: 'React with Love (1)' }).waitFor();
        await checkScreen(page, 'photo-reactions');
      }
      await page.goto('/activity');
      await page.getByRole('heading', { name: 'Activity' }).waitFor();
      await page.getByText('Ada Lovelace added 2 photos').waitFor();
      await page.getByText('Bo Brown commented').waitFor();
      await eventually(async () => expect(await page.getByTestId('activity-item').count()).toBe(3));
      await checkScreen(page, 'activity');
      await context.close();
    }
    expect((await ada.agent.get('/api/notifications').expect(200)).body.unread_count).toBe(2);
  });

  it('sets the time zone from the browser at sign-in, and saves the Settings page', async () => {
    const cleo = await createUser(app, { name: 'Cleo Settings' });
    for (const width of [WIDTHS.desktop, WIDTHS.phone]) {
      const { context, page } = await signedIn(browser, app, cleo, width);
      await page.goto('/settings/notifications');
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      // The browser contexts run in Europe/Paris: the shell told the server so.
      await eventually(async () => expect((await cleo.agent.get('/api/me/preferences').expect(200)).body.preferences.time_zone).toBe('Europe/Paris'));
      if (width === WIDTHS.desktop) {
        await page.getByText('Daily', { exact: true }).click();
        await page.getByRole('checkbox', { name: 'E-mail me when someone mentions me' }).uncheck();
        await page.getByRole('button', { name: 'Save settings' }).click();
        await page.getByText('Settings saved').waitFor();
        expect((await cleo.agent.get('/api/me/preferences').expect(200)).body.preferences).toEqual({
          digest: 'daily',
          email_mentions: false,
          email_comments: true,
          time_zone: 'Europe/Paris',
        });
        await page.getByText('Settings saved').waitFor({ state: 'detached' });
      } else {
        expect(await page.getByRole('checkbox', { name: 'E-mail me when someone mentions me' }).isChecked()).toBe(false);
      }
      await checkScreen(page, 'settings');
      await context.close();
    }
  });
});
