import { Browser } from 'playwright-core';
import { createUser, TestUser } from '../../e2e/support/factories';
import { SmtpSink } from '../../e2e/support/smtp-sink';
import { TestApp } from '../../e2e/support/test-app';
import { launchBrowser } from './browser';

export interface BrowserSuite {
  app: TestApp;
  browser: Browser;
  /** The first account, so the platform administrator; every account made after it is a plain user. */
  admin: TestUser;
  /** The SMTP server the app sends its e-mails to, when the suite asked for one. */
  mail?: SmtpSink;
}

/** HEIRLOOM_TEST_WEB_DIR: test a client built elsewhere (`vite build --outDir`) while frontend/dist is in use. */
const webDir = (): Record<string, string> => (process.env.HEIRLOOM_TEST_WEB_DIR ? { WEB_DIR: process.env.HEIRLOOM_TEST_WEB_DIR } : {});

/**
 * What every browser spec file starts with: the API (embedded mode) on a fresh database serving the built
 * client, Chromium, and the platform administrator. Call it in a describe block; the fields are set once
 * its beforeAll has run, and it stops everything afterwards.
 */
export function browserSuite({
  admin = { name: 'Platform Admin' } as { name: string; email?: string },
  mail = false,
  /** Configuration of this suite's app (e.g. a small STORAGE_LIMIT_GB). */
  env = {} as Record<string, string>,
} = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.mail = mail ? await SmtpSink.start() : undefined;
    suite.app = await TestApp.start({ mode: 'embedded', env: { ...webDir(), ...(suite.mail ? { SMTP_URL: suite.mail.url } : {}), ...env } });
    suite.browser = await launchBrowser();
    suite.admin = await createUser(suite.app, admin);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.stop();
    await suite.mail?.stop();
  });
  return suite;
}
