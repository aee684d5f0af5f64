import { Module } from '@nestjs/common';
import { FamiliesModule } from '../families/families.module';
import { TimelineController } from './timeline.controller';
import { TimelineRepository } from './timeline.repository';
import { TimelineService } from './timeline.service';

@Module({
  imports: [FamiliesModule],
  controllers: [TimelineController],
  providers: [TimelineRepository, TimelineService],
})
export class TimelineModule {}
