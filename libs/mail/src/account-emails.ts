import { escapeHtml } from './html';
import { MailMessage } from './mail.service';

export interface AccountLinkEmailInput {
  to: string;
  name: string;
  url: string;
  expiresAt: Date;
}

/** The e-mail with a link that sets a new password: /reset-password, one hour, once. */
export function passwordResetEmail(input: AccountLinkEmailInput): MailMessage {
  const expires = input.expiresAt.toUTCString();
  const text = [
    `Hello ${input.name},`,
    '',
    `Someone (hopefully you) asked to reset the password of your Heirloom account. Choose a new password here: ${input.url}`,
    '',
    `The link works once, until ${expires}. Setting a new password signs out every device. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p>Someone (hopefully you) asked to reset the password of your Heirloom account.</p>
<p><a href="${escapeHtml(input.url)}">Choose a new password</a></p>
<p>The link works once, until ${escapeHtml(expires)}. Setting a new password signs out every device. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`;
  return { kind: 'password reset', to: input.to, subject: 'Reset your Heirloom password', text, html };
}

/** The e-mail to a new address, with the link that moves the account to it: /confirm-email, 24 hours, once. */
export function emailChangeEmail(input: AccountLinkEmailInput): MailMessage {
  const expires = input.expiresAt.toUTCString();
  const text = [
    `Hello ${input.name},`,
    '',
    `Confirm that your Heirloom account should use this e-mail address from now on: ${input.url}`,
    '',
    `The link works once, until ${expires}. Until it is followed, your account keeps its current address. If you did not ask for this, ignore this e-mail.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p><a href="${escapeHtml(input.url)}">Confirm that your Heirloom account should use this e-mail address from now on</a></p>
<p>The link works once, until ${escapeHtml(expires)}. Until it is followed, your account keeps its current address. If you did not ask for this, ignore this e-mail.</p>`;
  return { kind: 'address change', to: input.to, subject: 'Confirm your new e-mail address on Heirloom', text, html };
}
