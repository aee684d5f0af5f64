import { escapeHtml } from './html';
import { MailAttachment, MailMessage } from './mail.service';

/** A memory the digest shows with its thumbnail (embedded: mail clients cannot load images that need a session). */
export interface DigestMemory {
  caption: string;
  photoUrl: string;
  /** The Content-ID of its thumbnail attachment, or null when it has none (a video still waiting for its frame). */
  cid: string | null;
}

export interface DigestNews {
  familyName: string;
  familyUrl: string;
  photos: number;
  stories: number;
  comments: number;
}

export interface DigestEmailInput {
  to: string;
  name: string;
  frequency: 'daily' | 'weekly';
  /** How many memories the coming day or week holds across the person's families, and the few shown. */
  memoryCount: number;
  memories: DigestMemory[];
  memoriesUrl: string;
  news: DigestNews[];
  attachments: MailAttachment[];
  /** The one-click POST of List-Unsubscribe (RFC 8058) that turns the digest off. */
  unsubscribeUrl: string;
  settingsUrl: string;
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** "12 photos, 1 story, 2 comments": only what there is. */
export const describeNews = (news: Pick<DigestNews, 'photos' | 'stories' | 'comments'>): string =>
  [
    news.photos > 0 ? plural(news.photos, 'photo', 'photos') : null,
    news.stories > 0 ? plural(news.stories, 'story', 'stories') : null,
    news.comments > 0 ? plural(news.comments, 'comment', 'comments') : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The digest: memories of the coming day or week first, then what is new per family; plain text and HTML. */
export function digestEmail(input: DigestEmailInput): MailMessage {
  const period = input.frequency === 'daily' ? 'today' : 'this week';
  const memoriesTitle = `${plural(input.memoryCount, 'memory', 'memories')} from earlier years ${period}`;
  const text: string[] = [`Hello ${input.name},`, ''];
  const html: string[] = [`<p>Hello ${escapeHtml(input.name)},</p>`];
  if (input.memoryCount > 0) {
    text.push(`${memoriesTitle}:`, ...input.memories.map((memory) => `- ${memory.caption}: ${memory.photoUrl}`), `See them all: ${input.memoriesUrl}`, '');
    html.push(
      `<h2 style="font-size:18px">${escapeHtml(memoriesTitle)}</h2>`,
      `<p>${input.memories
        .map(
          (memory) =>
            `<a href="${escapeHtml(memory.photoUrl)}" style="display:inline-block;margin:0 8px 8px 0;text-align:center;color:#333;text-decoration:none">` +
            (memory.cid ? `<img src="cid:${escapeHtml(memory.cid)}" alt="${escapeHtml(memory.caption)}" width="160" style="display:block;border-radius:8px"><br>` : '') +
            `${escapeHtml(memory.caption)}</a>`,
        )
        .join('')}</p>`,
      `<p><a href="${escapeHtml(input.memoriesUrl)}">See them all on Heirloom</a></p>`,
    );
  }
  if (input.news.length > 0) {
    text.push('New since your last digest:');
    html.push('<h2 style="font-size:18px">New since your last digest</h2><ul>');
    for (const family of input.news) {
      text.push(`- ${family.familyName}: ${describeNews(family)} (${family.familyUrl})`);
      html.push(`<li><a href="${escapeHtml(family.familyUrl)}">${escapeHtml(family.familyName)}</a>: ${escapeHtml(describeNews(family))}</li>`);
    }
    text.push('');
    html.push('</ul>');
  }
  const turnOff = `You get this ${input.frequency} digest because it is on in your settings: ${input.settingsUrl}`;
  text.push(turnOff);
  html.push(`<p style="color:#666;font-size:12px">You get this ${input.frequency} digest because it is on in your <a href="${escapeHtml(input.settingsUrl)}">settings</a>.</p>`);
  return {
    kind: `digest (${input.frequency})`,
    to: input.to,
    subject: input.frequency === 'daily' ? 'Your Heirloom digest of the day' : 'Your Heirloom digest of the week',
    text: text.join('\n'),
    html: html.join('\n'),
    attachments: input.attachments,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
