import { AppConfig, InjectConfig } from '@heirloom/config';
import { InvitationsRepository } from '@heirloom/database';
import { HandlesJob, JobHandler, JobPayloads } from '@heirloom/jobs';
import { Injectable, Logger } from '@nestjs/common';
import { invitationLink } from './app-url';
import { invitationEmail } from './invitation-email';
import { MailService } from './mail.service';

/**
 * Sends (or logs) the e-mail for an invitation that is still open when the job runs, then marks it sent, unless
 * the invitation was renewed meanwhile: the renewal's own job sends the new link.
 */
@Injectable()
@HandlesJob('mail.invitation')
export class InvitationEmailHandler implements JobHandler<'mail.invitation'> {
  private readonly logger = new Logger(InvitationEmailHandler.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly invitations: InvitationsRepository,
    private readonly mail: MailService,
  ) {}

  async handle({ invitationId }: JobPayloads['mail.invitation']): Promise<void> {
    const invitation = await this.invitations.getOpenWithFamily(invitationId);
    if (!invitation) {
      this.logger.log(`Invitation ${invitationId} is no longer open; no e-mail sent`);
      return;
    }
    const acceptUrl = invitationLink(this.config, invitation.token);
    await this.mail.send(
      invitationEmail({
        to: invitation.email,
        familyName: invitation.family!.name,
        inviterName: invitation.inviter?.name ?? 'Someone',
        acceptUrl,
        expiresAt: invitation.expiresAt,
      }),
    );
    await this.invitations.markMailSent(invitation.id, invitation.token, new Date());
  }
}
