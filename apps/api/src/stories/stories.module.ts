import { Module } from '@nestjs/common';
import { StoryController } from './story.controller';
import { StoriesRepository } from './stories.repository';
import { StoriesService } from './stories.service';

@Module({
  controllers: [StoryController],
  providers: [StoriesRepository, StoriesService],
})
export class StoriesModule {}
