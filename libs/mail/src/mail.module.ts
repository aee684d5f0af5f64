import { Module } from '@nestjs/common';
import { AccountTokenEmailHandler } from './account-token-email.handler';
import { ActivityEmailHandler } from './activity-email.handler';
import { InvitationEmailHandler } from './invitation-email.handler';
import { MailService } from './mail.service';

/** E-mail sending and the jobs that send mail; run by the worker, or in-process in embedded mode. */
@Module({
  providers: [MailService, InvitationEmailHandler, AccountTokenEmailHandler, ActivityEmailHandler],
  exports: [MailService],
})
export class MailModule {}
