import { MailModule } from '@heirloom/mail';
import { Module } from '@nestjs/common';

/**
 * Every module that holds job handlers. The worker imports it in scaled mode; the API imports it in
 * embedded mode, where the same handlers run in-process.
 */
@Module({ imports: [MailModule] })
export class ProcessorsModule {}
