import { MailModule } from '@heirloom/mail';
import { Module } from '@nestjs/common';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { PhotoMediaModule } from '../media/photo-media.module';
import { DigestComposer } from './digest-composer.service';
import { DigestPlanModule } from './digest-plan.module';
import { DigestMailHandler, DigestTickHandler, EmbeddedDigestSchedule } from './digest.handlers';

/** The digest's jobs (the tick and each person's mail), and embedded mode's schedule. */
@Module({
  imports: [MailModule, MaintenanceModule, PhotoMediaModule, DigestPlanModule],
  providers: [DigestComposer, DigestMailHandler, DigestTickHandler, EmbeddedDigestSchedule],
})
export class DigestJobsModule {}
