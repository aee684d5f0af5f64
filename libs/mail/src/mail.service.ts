import { AppConfig, InjectConfig } from '@heirloom/config';
import { Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';

/** A file sent with a message; with a `cid`, an image the HTML shows inline (`<img src="cid:…">`). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface MailMessage {
  /** What kind of e-mail this is, in a few words ('invitation'): all that a log line says of it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of the activity e-mails). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/**
 * Sends e-mail through SMTP_URL; without it, says in the log that a message was not sent, by its kind and address
 * only: the body carries a link whose token is a credential (an invitation, an address check), the subject names a
 * family, and a log is read by more people, and kept longer, than a mailbox. Family admins copy invitation links
 * from the app instead.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport?: Transporter;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    if (config.smtpUrl) this.transport = createTransport(config.smtpUrl);
  }

  get enabled(): boolean {
    return this.transport !== undefined;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport) {
      this.logger.log(`SMTP_URL is not set; not sending the ${message.kind} e-mail to ${message.to}`);
      return;
    }
    const { to, subject, text, html, headers, attachments } = message;
    await this.transport.sendMail({ from: this.config.mailFrom, to, subject, text, html, ...(headers ? { headers } : {}), ...(attachments?.length ? { attachments } : {}) });
  }
}
