import { Module } from '@nestjs/common';
import { PhotoRelationsModule } from '../photos/photo-relations.module';
import { PeopleModule } from '../people/people.module';
import { OnThisDayCache } from './on-this-day-cache';
import { TimelineController } from './timeline.controller';
import { TimelineService } from './timeline.service';

@Module({
  imports: [PeopleModule, PhotoRelationsModule],
  controllers: [TimelineController],
  providers: [OnThisDayCache, TimelineService],
})
export class TimelineModule {}
