import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { CreateCommentDto, ListCommentsQueryDto, RecentCommentsQueryDto } from './comment.dto';
import { CommentsService } from './comments.service';

/** Comments under their photo (paged, oldest first), by their own id, and a family's most recent (SPEC section 7). */
@ApiTags('comments')
@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get('photos/:photoId/comments')
  list(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Query() query: ListCommentsQueryDto) {
    return this.comments.list(user, photoId, query);
  }

  @Post('photos/:photoId/comments')
  async create(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Body() dto: CreateCommentDto) {
    return { comment: await this.comments.create(user, photoId, dto) };
  }

  @Delete('comments/:commentId')
  @HttpCode(204)
  async delete(@CurrentUser() user: AuthUser, @Param('commentId', IdPipe) commentId: number): Promise<void> {
    await this.comments.delete(user, commentId);
  }

  @Get('families/:familyId/comments/recent')
  async recent(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Query() query: RecentCommentsQueryDto) {
    return { comments: await this.comments.recent(user, familyId, query.limit) };
  }
}
