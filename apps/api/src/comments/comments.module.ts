import { Module } from '@nestjs/common';
import { CommentController } from './comment.controller';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';

@Module({
  controllers: [CommentController],
  providers: [CommentsRepository, CommentsService],
})
export class CommentsModule {}
