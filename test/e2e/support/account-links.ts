import { AccountToken, AccountTokenPurpose, hashSecretToken, newSecretToken } from '@heirloom/database';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { totpCode } from '../../../apps/api/src/two-factor/totp';
import { eventually } from './eventually';
import { PASSWORD } from './factories';
import { ReceivedMail, SmtpSink } from './smtp-sink';
import { TestApp } from './test-app';

/** The tokens of the links to `path` (`/reset-password`, `/confirm-email`) in an e-mail, quoted-printable undone. */
export const linkTokensIn = (mail: ReceivedMail, path: string): string[] => {
  const pattern = new RegExp(`https://family\\.example\\.org${path}\\?token=([A-Za-z0-9_-]{43})`, 'g');
  return [...new Set([...mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=').matchAll(pattern)].map((match) => match[1]))];
};

/** The mails to an address whose subject matches. */
export const mailsTo = (smtp: SmtpSink, email: string, subject: RegExp): ReceivedMail[] =>
  smtp.messages.filter((mail) => mail.to.includes(email) && subject.test(mail.raw));

/** Waits for the `count`-th mail to an address with the subject, and answers the one token of its link to `path`. */
export async function nthLinkTo(smtp: SmtpSink, email: string, subject: RegExp, path: string, count = 1): Promise<string> {
  const mails = await eventually(async () => mailsTo(smtp, email, subject), (found) => found.length >= count, 15_000, `E-mail ${count} to ${email}`);
  const tokens = linkTokensIn(mails[count - 1], path);
  if (tokens.length !== 1) throw new Error(`Expected one ${path} link in the e-mail to ${email}, found ${tokens.length}`);
  return tokens[0];
}

/** A mailed-link token of the account, stored as the mail job stores it (hashed, sent), for tests without a mail sink. */
export async function mintAccountToken(app: TestApp, user: { id: number; email: string }, purpose: AccountTokenPurpose, email = user.email): Promise<string> {
  const token = newSecretToken();
  await app.app
    .get(DataSource)
    .getRepository(AccountToken)
    .insert({ userId: user.id, purpose, email, tokenHash: hashSecretToken(token), expiresAt: new Date(Date.now() + 3_600_000), mailSentAt: new Date() });
  return token;
}

/** Turns two-factor sign-in on for a signed-in account (at the real clock); answers its secret and recovery codes. */
export async function turnOnTwoFactor(user: { agent: TestAgent }, now = Date.now()): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await user.agent.post('/api/me/2fa/setup').expect(200);
  const enabled = await user.agent.post('/api/me/2fa/enable').send({ code: totpCode(setup.body.secret, now) }).expect(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recovery_codes };
}

/** The cookie of a session whose password step is done and whose second step is due. */
export async function pendingSecondStep(app: TestApp, email: string): Promise<string> {
  const response = await app.request().post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  if (!response.body.two_factor_required) throw new Error('Expected the second step to be due');
  return String(response.headers['set-cookie'][0]).split(';')[0];
}
