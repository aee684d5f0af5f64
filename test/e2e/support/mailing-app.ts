import { createUser, TestUser } from './factories';
import { SmtpSink } from './smtp-sink';
import { TestApp } from './test-app';

export interface MailingApp {
  app: TestApp;
  smtp: SmtpSink;
  /** The first account: the platform admin. */
  admin: TestUser;
  /** The environment the app (and its worker) started with, to start another worker alike. */
  env: Record<string, string>;
}

/**
 * Registers the suite's hooks for an app (with its worker) that mails through a fresh SMTP sink, with links on
 * APP_URL, and whose first account (the platform admin) is made before the tests; `started` hands them over. `env`
 * adds to the app's environment.
 */
export function useMailingApp(started: (mailing: MailingApp) => void, env: Record<string, string> = {}): void {
  let mailing: MailingApp | undefined;
  beforeAll(async () => {
    const smtp = await SmtpSink.start();
    const appEnv = { SMTP_URL: smtp.url, APP_URL: 'https://family.example.org', ...env };
    const app = await TestApp.start({ worker: true, env: appEnv });
    const admin = await createUser(app, { name: 'First Admin' });
    mailing = { app, smtp, admin, env: appEnv };
    started(mailing);
  });

  afterAll(async () => {
    await mailing?.app.stop();
    await mailing?.smtp.stop();
  });
}
