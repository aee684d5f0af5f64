import { Module } from '@nestjs/common';
import { CommentController } from './comment.controller';
import { CommentsService } from './comments.service';

@Module({
  controllers: [CommentController],
  providers: [CommentsService],
})
export class CommentsModule {}
