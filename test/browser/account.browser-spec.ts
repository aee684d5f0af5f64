import { Browser, Page } from 'playwright-core';
import { totpCode } from '../../apps/api/src/two-factor/totp';
import { eventually } from '../e2e/support/eventually';
import { createUser, PASSWORD } from '../e2e/support/factories';
import { SmtpSink } from '../e2e/support/smtp-sink';
import { TestApp } from '../e2e/support/test-app';
import { newContext, screenshot, seriousA11yViolations, WIDTHS } from './support/browser';
import { browserSuite } from './support/suite';

/** Screenshot of the screen (test/screenshots/<name>-<width>.png), then axe: no serious or critical violation. */
async function look(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('Accounts in the browser (issue 17)', () => {
  const suite = browserSuite({ mail: true });
  let app: TestApp;
  let browser: Browser;
  let mail: SmtpSink;
  beforeAll(() => {
    ({ app, browser } = suite);
    mail = suite.mail!;
  });

  it.each(Object.values(WIDTHS))('resets a forgotten password from the mailed link at %i px', async (width) => {
    const user = await createUser(app, { name: 'Grandpa Joe' });
    const context = await newContext(browser, app.url, width);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await look(page, 'forgot-password');
    await page.getByLabel('Email Address').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Check your e-mail').waitFor();
    await look(page, 'forgot-password-sent');

    const message = await eventually(async () => mail.messages.find((m) => m.to.includes(user.email) && /Reset your Heirloom password/.test(m.raw)), Boolean, 15_000, 'The reset e-mail');
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(message!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1];
    await page.goto(`/reset-password?token=${token}`);
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await look(page, 'reset-password');
    await page.getByLabel('New Password').fill('a fresh new secret');
    await page.getByLabel('Confirm Password').fill('a fresh new secret');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it.each(Object.values(WIDTHS))('shows the account page, turns on two-step sign-in and signs in with a code at %i px', async (width) => {
    const user = await createUser(app, { name: 'Ada Lovelace' });
    const context = await newContext(browser, app.url, width);
    const page = await context.newPage();
    await signIn(page, user.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { name: 'Your Account' }).waitFor();
    await page.getByText('This device').waitFor();
    await look(page, 'account');

    await page.getByRole('button', { name: 'Set Up' }).click();
    await page.getByRole('img', { name: /Scan this QR code/ }).waitFor();
    await look(page, 'account-2fa-setup');
    const secret = (await page.locator('code').first().innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const enabledAt = Date.now();
    await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, enabledAt));
    await page.getByRole('button', { name: 'Turn On' }).click();
    await page.getByRole('region', { name: 'Save your recovery codes' }).waitFor();
    await look(page, 'account-2fa-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('10 recovery codes left').waitFor();

    // Sign out, and in again: the password, then a code (of the next step: the one used to turn it on is spent).
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await signIn(page, user.email);
    await page.getByRole('heading', { name: 'Two-Step Sign In' }).waitFor();
    await look(page, 'login-second-step');
    await page.getByLabel('Code').fill(totpCode(secret, enabledAt + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
