import { Module } from '@nestjs/common';
import { StoryController } from './story.controller';
import { StoriesService } from './stories.service';

@Module({
  controllers: [StoryController],
  providers: [StoriesService],
})
export class StoriesModule {}
