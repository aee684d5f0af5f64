import { AppConfig, InjectConfig } from '@heirloom/config';
import { Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail through SMTP_URL; without it, says in the log what would have been sent. */
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
      this.logger.log(`SMTP_URL is not set; not sending "${message.subject}" to ${message.to}:\n${message.text}`);
      return;
    }
    await this.transport.sendMail({ from: this.config.mailFrom, ...message });
  }
}
