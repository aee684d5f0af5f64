import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { ImageQueryDto } from './image-query.dto';
import { sendStoredFile } from './photo-file.sender';
import { PhotoFileKind, PhotoFilesService } from './photo-files.service';
import { sendImage } from './versioned-image';

/**
 * The media bytes: the original as uploaded, a WebP thumbnail fitting 400 px and a preview fitting 1600 px, the
 * original again as a download (an attachment under its original file name), and for a video the MP4 a browser
 * plays. Every file answers byte ranges (206), so players seek. A thumbnail or preview asked for by the version its
 * URL carries is kept by the browser for good; the other files for an hour.
 */
@ApiTags('photos')
@Controller('photos/:photoId')
export class PhotoFilesController {
  constructor(private readonly files: PhotoFilesService) {}

  @Get('file')
  file(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Req() request: Request, @Res() response: Response) {
    return this.send(user, photoId, 'file', request, response);
  }

  @Get('thumbnail')
  async thumbnail(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Query() query: ImageQueryDto, @Req() request: Request, @Res() response: Response) {
    await sendImage(request, response, await this.files.open(user, photoId, 'thumbnail'), query.v);
  }

  @Get('preview')
  async preview(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Query() query: ImageQueryDto, @Req() request: Request, @Res() response: Response) {
    await sendImage(request, response, await this.files.open(user, photoId, 'preview'), query.v);
  }

  @Get('playback')
  playback(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Req() request: Request, @Res() response: Response) {
    return this.send(user, photoId, 'playback', request, response);
  }

  @Get('download')
  async download(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Req() request: Request, @Res() response: Response) {
    await sendStoredFile(request, response, await this.files.openDownload(user, photoId));
  }

  private async send(user: AuthUser, photoId: number, kind: PhotoFileKind, request: Request, response: Response): Promise<void> {
    await sendStoredFile(request, response, await this.files.open(user, photoId, kind));
  }
}
