import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { CreateStoryDto, RecentStoriesQueryDto, UpdateStoryDto } from './story.dto';
import { StoriesService } from './stories.service';

/** Stories under their photo, by their own id, and a family's most recent (SPEC section 7). */
@ApiTags('stories')
@Controller()
export class StoriesController {
  constructor(private readonly stories: StoriesService) {}

  @Get('photos/:photoId/stories')
  async list(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number) {
    return { stories: await this.stories.listForPhoto(user, photoId) };
  }

  @Post('photos/:photoId/stories')
  async create(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Body() dto: CreateStoryDto) {
    return { story: await this.stories.create(user, photoId, dto) };
  }

  @Get('stories/:storyId')
  async get(@CurrentUser() user: AuthUser, @Param('storyId', IdPipe) storyId: number) {
    return { story: await this.stories.get(user, storyId) };
  }

  @Put('stories/:storyId')
  async update(@CurrentUser() user: AuthUser, @Param('storyId', IdPipe) storyId: number, @Body() dto: UpdateStoryDto) {
    return { story: await this.stories.update(user, storyId, dto) };
  }

  @Delete('stories/:storyId')
  @HttpCode(204)
  async delete(@CurrentUser() user: AuthUser, @Param('storyId', IdPipe) storyId: number): Promise<void> {
    await this.stories.delete(user, storyId);
  }

  @Get('families/:familyId/stories/recent')
  async recent(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Query() query: RecentStoriesQueryDto) {
    return { stories: await this.stories.recent(user, familyId, query.limit) };
  }
}
