import { Browser } from 'playwright-core';
import { TestApp } from '../e2e/support/test-app';
import { PASSWORD, uniqueEmail } from '../e2e/support/factories';
import { newContext, screenshot, seriousA11yViolations, WIDTHS } from './support/browser';
import { browserSuite } from './support/suite';

describe('Sign-in flows in the browser', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it('registers, lands on the dashboard, signs out and signs in again', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: /sign up/i }).click();
    await page.waitForURL('**/register');

    const email = uniqueEmail('browser');
    await page.getByLabel('Full Name').fill('Brenda Browser');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Your Families').waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');

    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it.each(Object.values(WIDTHS))('shows sign-in and registration without serious accessibility problems at %i px', async (width) => {
    const context = await newContext(browser, app.url, width);
    const page = await context.newPage();
    // The sign-in page also as a restore leaves it: it says the backup is restored and everyone must sign in again.
    for (const [path, name] of [['/login', 'login'], ['/register', 'register'], ['/login?restored=1&redirect=%2Fadmin%2Fbackups', 'login-after-restore']]) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor();
      await screenshot(page, name);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await context.close();
  });
});
