import { escapeHtml } from './html';
import { MailMessage } from './mail.service';

export interface ActivityEmailInput {
  to: string;
  reason: 'mention' | 'comment';
  source: 'comment' | 'story';
  actorName: string;
  familyName: string;
  excerpt: string;
  photoUrl: string;
  /** The one-click POST of List-Unsubscribe (RFC 8058): mail clients offer it beside the sender. */
  unsubscribeUrl: string;
  settingsUrl: string;
}

/** "Ada mentioned you" / "Ada commented on your photo": plain text and HTML, with the one-click unsubscribe headers. */
export function activityEmail(input: ActivityEmailInput): MailMessage {
  const what =
    input.reason === 'mention'
      ? `${input.actorName} mentioned you in a ${input.source} in ${input.familyName}`
      : input.source === 'story'
        ? `${input.actorName} wrote a story about your photo in ${input.familyName}`
        : `${input.actorName} commented on your photo in ${input.familyName}`;
  const turnOff = input.reason === 'mention' ? 'e-mails about mentions' : 'e-mails about comments and stories on your photos';
  const text = [what, '', `"${input.excerpt}"`, '', `See it: ${input.photoUrl}`, '', `Turn off ${turnOff} in your settings: ${input.settingsUrl}`].join('\n');
  const html = `<p>${escapeHtml(what)}</p>
<blockquote>${escapeHtml(input.excerpt)}</blockquote>
<p><a href="${escapeHtml(input.photoUrl)}">See it on Heirloom</a></p>
<p style="color:#666;font-size:12px">Turn off ${escapeHtml(turnOff)} in your <a href="${escapeHtml(input.settingsUrl)}">settings</a>.</p>`;
  return {
    kind: `activity (${input.reason})`,
    to: input.to,
    subject: what,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
