import { escapeHtml } from './html';
import { MailMessage } from './mail.service';

export interface InvitationEmailInput {
  to: string;
  familyName: string;
  inviterName: string;
  acceptUrl: string;
  expiresAt: Date;
}

/** The invitation e-mail, in plain text and HTML. */
export function invitationEmail(input: InvitationEmailInput): MailMessage {
  const expires = input.expiresAt.toUTCString();
  const text = [
    `${input.inviterName} invited you to join "${input.familyName}" on Heirloom.`,
    '',
    `Accept the invitation: ${input.acceptUrl}`,
    '',
    `Sign in (or create an account) with this e-mail address first. The invitation expires on ${expires}.`,
  ].join('\n');
  const html = `<p>${escapeHtml(input.inviterName)} invited you to join <strong>${escapeHtml(input.familyName)}</strong> on Heirloom.</p>
<p><a href="${escapeHtml(input.acceptUrl)}">Accept the invitation</a></p>
<p>Sign in (or create an account) with this e-mail address first. The invitation expires on ${escapeHtml(expires)}.</p>`;
  return { kind: 'invitation', to: input.to, subject: `${input.inviterName} invited you to ${input.familyName} on Heirloom`, text, html };
}
