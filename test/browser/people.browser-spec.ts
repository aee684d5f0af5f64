import { Browser } from 'playwright-core';
import { addMember, createFamily, createUser } from '../e2e/support/factories';
import { createPerson, tagPerson } from '../e2e/support/people';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { WIDTHS } from './support/browser';
import { scenePhoto } from './support/pictures';
import { browserSuite } from './support/suite';
import { checkScreen, eventually, signedIn } from './support/session';

/** People (issue 14): the People page, a person's page, and tagging by drawing a box on the photo page. */
describe('People in the browser', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it('shows the people and a person with their ages, and tags someone by drawing a box, at 1280 and 390 px', async () => {
    const owner = await createUser(app, { name: 'Petra People' });
    const cousin = await createUser(app, { name: 'Carl Cousin' });
    const familyId = await createFamily(owner, 'The Lindqvists');
    await addMember(owner, familyId, cousin);
    const beach = await uploadPhoto(owner, familyId, { description: 'Summer at the lake', taken_date: '1955-07-10' }, await scenePhoto('lake'));
    const later = await uploadPhoto(owner, familyId, { description: 'Picnic in the meadow', fuzzy_date: 'summer 1962' }, await scenePhoto('meadow'));
    await uploadPhoto(owner, familyId, { description: 'Snow day', taken_date: '1970-01-02' }, await scenePhoto('snow'));
    const rose = await createPerson(owner, familyId, { name: 'Grandma Rose', birth_date: '1931-05-02', death_date: 'about 2010', notes: 'Swam across the lake every summer.' });
    const erik = await createPerson(owner, familyId, { name: 'Erik Lindqvist', birth_date: 'about 1928' });
    await createPerson(owner, familyId, { name: 'Carl Cousin', user_id: cousin.id });
    await createPerson(owner, familyId, { name: 'Astrid 🌻 Lindqvist', birth_date: 'spring 1960' });
    await tagPerson(owner, beach.id, rose.id, { x: 0.3, y: 0.25, width: 0.2, height: 0.35 });
    await tagPerson(owner, later.id, rose.id, { x: 0.55, y: 0.3, width: 0.2, height: 0.3 });
    await tagPerson(owner, later.id, erik.id);
    await app.drainJobs();

    for (const width of [WIDTHS.desktop, WIDTHS.phone]) {
      const { context, page } = await signedIn(browser, app, owner, width);
      await page.goto(`/families/${familyId}/people`);
      await page.getByRole('heading', { name: 'People of The Lindqvists' }).waitFor();
      await page.getByRole('link', { name: 'Open Grandma Rose' }).getByText('1931-05-02 – about 2010').waitFor();
      await checkScreen(page, 'people');

      await page.getByRole('link', { name: 'Open Grandma Rose' }).click();
      await page.getByText('Swam across the lake every summer.').waitFor();
      await page.getByText('age 24', { exact: true }).waitFor();
      await page.getByText('age about 31', { exact: true }).waitFor();
      await checkScreen(page, 'person');

      await page.goto(`/photos/${beach.id}`);
      await page.getByRole('button', { name: 'Tag people' }).click();
      const area = page.getByRole('application', { name: 'The photo: drag to draw a box around a person' });
      await area.locator('img').waitFor();
      await page.waitForFunction(() => (document.querySelector('[role="application"] img') as HTMLImageElement | null)?.complete === true);
      if (width === WIDTHS.desktop) {
        // Erik is in the photo too: a box around him, then his name picked.
        const box = (await area.boundingBox())!;
        await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.4, { steps: 5 });
        await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.6, { steps: 5 });
        await page.mouse.up();
        await page.getByTestId('drawn-box').waitFor();
        await page.getByRole('combobox', { name: 'Who is this?' }).fill('Erik');
        await page.locator('.ant-select-item-option', { hasText: 'Erik Lindqvist' }).click();
        await page.getByRole('list', { name: 'People in this photo' }).getByRole('link', { name: 'Erik Lindqvist' }).waitFor();
        await eventually(async () => {
          const tags = (await owner.agent.get(`/api/photos/${beach.id}`).expect(200)).body.photo.people;
          const region = tags.find((tag: { id: number }) => tag.id === erik.id)?.region;
          expect(region).toEqual({ x: expect.closeTo(0.6, 1), y: expect.closeTo(0.2, 1), width: expect.closeTo(0.2, 1), height: expect.closeTo(0.4, 1) });
        });
        await page.getByText('· age 25–28', { exact: true }).waitFor();
      }
      await page.getByTestId(`box-${rose.id}`).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await checkScreen(page, 'photo-tag-people');

      await page.goto(`/families/${familyId}`);
      await page.getByRole('combobox', { name: 'Show only photos with these people' }).click();
      await page.locator('.ant-select-item-option', { hasText: 'Erik Lindqvist' }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: /Snow day/ }).waitFor({ state: 'detached' });
      await page.getByRole('link', { name: /Summer at the lake/ }).waitFor();
      await page.getByRole('link', { name: /Picnic in the meadow/ }).waitFor();
      await checkScreen(page, 'family-person-filter');
      await context.close();
    }
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])('at %i px: shows the boxes over the photo on hover, chooses a face photo, pages the People page', async (width) => {
    const owner = await createUser(app, { name: 'Hover Hanna' });
    const familyId = await createFamily(owner, `The Hovers ${width}`);
    const lake = await uploadPhoto(owner, familyId, { description: 'At the lake' }, await scenePhoto('lake'));
    const snow = await uploadPhoto(owner, familyId, { description: 'Snow day' }, await scenePhoto('snow'));
    const rose = await createPerson(owner, familyId, { name: 'Grandma Rose' });
    await tagPerson(owner, lake.id, rose.id, { x: 0.3, y: 0.25, width: 0.2, height: 0.35 });
    await tagPerson(owner, snow.id, rose.id, { x: 0.1, y: 0.1, width: 0.3, height: 0.3 });
    await app.drainJobs();
    const { context, page } = await signedIn(browser, app, owner, width);
    await page.goto(`/photos/${lake.id}`);
    const frame = page.getByTestId('photo-frame');
    await frame.waitFor();
    const box = page.getByTestId(`box-${rose.id}`);
    expect(await box.count()).toBe(0);
    await frame.hover();
    await box.waitFor();
    // The box lies where it was drawn: its left edge 30% into the image, its width 20% of it.
    const [image, drawn] = [await frame.boundingBox(), await box.boundingBox()];
    expect(Math.abs(drawn!.x - (image!.x + 0.3 * image!.width))).toBeLessThan(4);
    expect(Math.abs(drawn!.width - 0.2 * image!.width)).toBeLessThan(4);
    expect(await box.textContent()).toBe('Grandma Rose');
    await checkScreen(page, 'photo-people-hover');
    await page.mouse.move(0, 0);
    await eventually(async () => expect(await box.count()).toBe(0));

    await page.getByRole('button', { name: "Use this photo for Grandma Rose's face" }).click();
    await page.getByText("Grandma Rose's face now comes from this photo").waitFor();
    expect((await owner.agent.get(`/api/people/${rose.id}`).expect(200)).body.person.face_photo_id).toBe(lake.id);

    for (let i = 1; i <= 62; i++) await createPerson(owner, familyId, { name: `Cousin ${String(i).padStart(2, '0')}` });
    await page.goto(`/families/${familyId}/people`);
    await page.getByRole('link', { name: 'Open Cousin 01' }).waitFor();
    expect(await page.getByRole('link', { name: 'Open Grandma Rose' }).count()).toBe(0);
    // The button, pressed where it is: a click scrolls it into view, and with it the scroll sentinel beside it, which
    // may ask for the page first; the button then goes (nothing is left to load) and the click waits for it in vain.
    await page.getByRole('button', { name: 'Show more people' }).dispatchEvent('click');
    await page.getByRole('link', { name: 'Open Grandma Rose' }).waitFor();
    await context.close();
    // Sixty-odd people are added through the API first.
  }, 180_000);
});
