import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { ImageQueryDto } from '../photos/image-query.dto';
import { sendImage } from '../photos/versioned-image';
import { TrashQueryDto } from './trash.dto';
import { TrashService } from './trash.service';

/** A family's trash: its list, restoring a photo, deleting one or all for good, and the thumbnails the list shows. */
@ApiTags('trash')
@Controller()
export class TrashController {
  constructor(private readonly trash: TrashService) {}

  @Get('families/:familyId/trash')
  list(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Query() query: TrashQueryDto) {
    return this.trash.list(user, familyId, query);
  }

  @Delete('families/:familyId/trash')
  @HttpCode(200)
  empty(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number) {
    return this.trash.empty(user, familyId);
  }

  @Post('photos/:photoId/restore')
  @HttpCode(200)
  async restore(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number) {
    return { photo: await this.trash.restore(user, photoId) };
  }

  @Delete('photos/:photoId/permanent')
  @HttpCode(200)
  deleteForever(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number) {
    return this.trash.deleteForever(user, photoId);
  }

  @Get('trash/photos/:photoId/thumbnail')
  async thumbnail(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Query() query: ImageQueryDto, @Req() request: Request, @Res() response: Response) {
    await sendImage(request, response, await this.trash.openImage(user, photoId, 'thumbnail'), query.v);
  }

  @Get('trash/photos/:photoId/preview')
  async preview(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Query() query: ImageQueryDto, @Req() request: Request, @Res() response: Response) {
    await sendImage(request, response, await this.trash.openImage(user, photoId, 'preview'), query.v);
  }
}
