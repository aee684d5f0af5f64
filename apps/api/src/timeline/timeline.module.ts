import { Module } from '@nestjs/common';
import { PhotoRelationsModule } from '../photos/photo-relations.module';
import { PeopleModule } from '../people/people.module';
import { TimelineController } from './timeline.controller';
import { TimelineService } from './timeline.service';

@Module({
  imports: [PeopleModule, PhotoRelationsModule],
  controllers: [TimelineController],
  providers: [TimelineService],
})
export class TimelineModule {}
