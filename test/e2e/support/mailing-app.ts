import { createUser } from './factories';
import { SmtpSink } from './smtp-sink';
import { TestApp } from './test-app';

export interface MailingApp {
  app: TestApp;
  smtp: SmtpSink;
}

/**
 * Registers the suite's hooks for an app (with its worker) that mails through a fresh SMTP sink, with links on
 * APP_URL, and whose first account (the platform admin) is made before the tests; `started` hands both over.
 */
export function useMailingApp(started: (mailing: MailingApp) => void): void {
  let mailing: MailingApp | undefined;
  beforeAll(async () => {
    const smtp = await SmtpSink.start();
    const app = await TestApp.start({ worker: true, env: { SMTP_URL: smtp.url, APP_URL: 'https://family.example.org' } });
    mailing = { app, smtp };
    await createUser(app, { name: 'First Admin' });
    started(mailing);
  });

  afterAll(async () => {
    await mailing?.app.stop();
    await mailing?.smtp.stop();
  });
}
