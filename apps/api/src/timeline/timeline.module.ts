import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module';
import { TimelineController } from './timeline.controller';
import { TimelineService } from './timeline.service';

@Module({
  imports: [PeopleModule],
  controllers: [TimelineController],
  providers: [TimelineService],
})
export class TimelineModule {}
