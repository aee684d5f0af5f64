import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { sendArchive } from '../downloads/archive.sender';
import { ImageQueryDto } from '../photos/image-query.dto';
import { sendStoredFile } from '../photos/photo-file.sender';
import { sendImage } from '../photos/versioned-image';
import { PUBLIC_SHARE_HEADERS } from './public-share.headers';
import { PublicShareQueryDto, UnlockShareDto } from './share-link.dto';
import { SharedService } from './shared.service';

type SharedFileKind = 'thumbnail' | 'preview' | 'playback' | 'download';

/**
 * The public side of share links: no account, only the token. Every answer carries the headers of
 * public-share.headers.ts (set for the whole path in app.factory.ts, errors included).
 */
@ApiTags('shared')
@Public()
@Controller('shared/:shareToken')
export class SharedController {
  constructor(private readonly shared: SharedService) {}

  @Get()
  page(@Param('shareToken') token: string, @Query() query: PublicShareQueryDto, @Req() request: Request) {
    return this.shared.page(token, query, request);
  }

  @Post('unlock')
  @HttpCode(200)
  async unlock(@Param('shareToken') token: string, @Body() dto: UnlockShareDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await this.shared.unlock(token, dto.password, request, response);
    return { unlocked: true };
  }

  @Get('download')
  async download(@Param('shareToken') token: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    await sendArchive(request, response, await this.shared.download(token, request), PUBLIC_SHARE_HEADERS['Cache-Control']);
  }

  @Get('photos/:photoId/thumbnail')
  thumbnail(@Param('shareToken') token: string, @Param('photoId', IdPipe) photoId: number, @Query() query: ImageQueryDto, @Req() request: Request, @Res() response: Response) {
    return this.sendImage(token, photoId, 'thumbnail', query, request, response);
  }

  @Get('photos/:photoId/preview')
  preview(@Param('shareToken') token: string, @Param('photoId', IdPipe) photoId: number, @Query() query: ImageQueryDto, @Req() request: Request, @Res() response: Response) {
    return this.sendImage(token, photoId, 'preview', query, request, response);
  }

  @Get('photos/:photoId/playback')
  playback(@Param('shareToken') token: string, @Param('photoId', IdPipe) photoId: number, @Req() request: Request, @Res() response: Response) {
    return this.send(token, photoId, 'playback', request, response);
  }

  @Get('photos/:photoId/download')
  downloadPhoto(@Param('shareToken') token: string, @Param('photoId', IdPipe) photoId: number, @Req() request: Request, @Res() response: Response) {
    return this.send(token, photoId, 'download', request, response);
  }

  private async send(token: string, photoId: number, kind: SharedFileKind, request: Request, response: Response): Promise<void> {
    await sendStoredFile(request, response, await this.shared.file(token, photoId, kind, request), PUBLIC_SHARE_HEADERS['Cache-Control']);
  }

  /**
   * A thumbnail or preview asked for by its current version is kept by the visitor's browser alone (private) for
   * good, as a member's is. The link's page, which hands out their URLs, is never kept: once the link is revoked it
   * shows them no more (a browser that saw them keeps its copy, as it could have saved them). Any other answer is
   * kept by no cache.
   */
  private async sendImage(token: string, photoId: number, kind: 'thumbnail' | 'preview', query: ImageQueryDto, request: Request, response: Response): Promise<void> {
    await sendImage(request, response, await this.shared.file(token, photoId, kind, request), query.v, PUBLIC_SHARE_HEADERS['Cache-Control']);
  }
}
