import { ReceivedMail } from './smtp-sink';

/** A header of a received message, its folded lines joined. */
export const header = (mail: ReceivedMail, name: string): string | undefined => {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1].trim();
};

export interface MimePart {
  headers: string;
  body: string;
}

/** The leaf parts of a multipart message, their bodies decoded from quoted-printable or base64 text. */
export function mimeParts(mail: ReceivedMail): MimePart[] {
  const parts: MimePart[] = [];
  const walk = (entity: string): void => {
    const split = entity.search(/\r?\n\r?\n/);
    const headers = entity.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const body = entity.slice(split).replace(/^\r?\n\r?\n/, '');
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (/^content-type:\s*multipart\//im.test(headers) && boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) if (!part.startsWith('--')) walk(part.replace(/^\r?\n/, ''));
      return;
    }
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1].toLowerCase();
    const decoded =
      encoding === 'quoted-printable'
        ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : encoding === 'base64' && /^content-type:\s*text\//im.test(headers)
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('latin1')
          : body;
    parts.push({ headers, body: decoded });
  };
  walk(mail.raw);
  return parts;
}

/** The decoded body of the message's part of this content type ('text/html'), as UTF-8 text. */
export function partOf(mail: ReceivedMail, type: string): string {
  const part = mimeParts(mail).find((p) => new RegExp(`^content-type:\\s*${type}`, 'im').test(p.headers));
  if (!part) throw new Error(`The message has no ${type} part`);
  return Buffer.from(part.body, 'latin1').toString('utf8');
}
