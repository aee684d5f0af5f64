import { Browser } from 'playwright-core';
import { createUser, uniqueEmail } from '../e2e/support/factories';
import { SsoWorld, startSsoWorld, stopSsoWorld } from '../e2e/sso/sso-world';
import { launchBrowser, newContext, screenshot, seriousA11yViolations, WIDTHS } from './support/browser';

/** Single sign-on in Chromium: the page's own button, through a real provider (oidc-provider), and back. */
describe('Single sign-on in the browser', () => {
  const world = {} as SsoWorld;
  let browser: Browser;
  const email = uniqueEmail('grandma');

  beforeAll(async () => {
    const webDir = process.env.HEIRLOOM_TEST_WEB_DIR ? { WEB_DIR: process.env.HEIRLOOM_TEST_WEB_DIR } : {};
    Object.assign(world, await startSsoWorld({ grandma: { email, email_verified: true, name: 'Grandma Rose' } }, { ...webDir, OIDC_BUTTON_TEXT: 'Sign in with Family ID' }));
    browser = await launchBrowser();
    await createUser(world.app, { name: 'Platform Admin' });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await stopSsoWorld(world);
  });

  it('signs in with the button, at the provider and back, onto the dashboard', async () => {
    const context = await newContext(browser, world.app.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Family ID' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Your Families').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText('Grandma Rose').first().waitFor();
    await context.close();
  });

  it.each(Object.values(WIDTHS))('offers the button and explains a refusal without serious accessibility problems at %i px', async (width) => {
    const context = await newContext(browser, world.app.url, width);
    const page = await context.newPage();
    for (const [path, name] of [['/login', 'login-sso'], ['/login?sso_error=unverified_email', 'login-sso-refused']]) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Sign in with Family ID' }).waitFor();
      await screenshot(page, name);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await context.close();
  });
});
