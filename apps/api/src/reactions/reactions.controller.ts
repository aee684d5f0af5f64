import type { ReactionDetailsResponse, ReactionsResponse } from '@heirloom/contracts';
import { REACTION_KINDS, ReactionKindName } from '@heirloom/database';
import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { ReactionKindPipe } from './reaction-kind.pipe';
import { ReactionsService } from './reactions.service';

/** Reactions on a photo (issue 16): each member leaves each of the five kinds at most once. */
@ApiTags('reactions')
@Controller('photos/:photoId/reactions')
export class ReactionsController {
  constructor(private readonly reactions: ReactionsService) {}

  @Get()
  list(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number): Promise<ReactionDetailsResponse> {
    return this.reactions.list(user, photoId);
  }

  @Put(':kind')
  @ApiParam({ name: 'kind', enum: REACTION_KINDS })
  add(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Param('kind', ReactionKindPipe) kind: ReactionKindName): Promise<ReactionsResponse> {
    return this.reactions.add(user, photoId, kind);
  }

  @Delete(':kind')
  @ApiParam({ name: 'kind', enum: REACTION_KINDS })
  remove(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Param('kind', ReactionKindPipe) kind: ReactionKindName): Promise<ReactionsResponse> {
    return this.reactions.remove(user, photoId, kind);
  }
}
