import { escapeHtml } from './html';
import { MailMessage } from './mail.service';

export interface VerificationEmailInput {
  to: string;
  name: string;
  verifyUrl: string;
  expiresAt: Date;
}

/** The e-mail that proves an account's address: a link to /verify-email, in plain text and HTML. */
export function verificationEmail(input: VerificationEmailInput): MailMessage {
  const expires = input.expiresAt.toUTCString();
  const text = [
    `Hello ${input.name},`,
    '',
    `Confirm that this is your e-mail address on Heirloom: ${input.verifyUrl}`,
    '',
    `The link works once, until ${expires}. If you did not create an account, ignore this e-mail.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p><a href="${escapeHtml(input.verifyUrl)}">Confirm that this is your e-mail address on Heirloom</a></p>
<p>The link works once, until ${escapeHtml(expires)}. If you did not create an account, ignore this e-mail.</p>`;
  return { kind: 'address check', to: input.to, subject: 'Confirm your e-mail address on Heirloom', text, html };
}
