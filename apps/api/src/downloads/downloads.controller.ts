import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { Throttled } from '../throttle/throttled.decorator';
import { sendArchive } from './archive.sender';
import { CreateDownloadDto } from './download.dto';
import { DownloadsService } from './downloads.service';

/** Many photos as one zip: a link made for a selection, then the zip streamed from it. */
@ApiTags('downloads')
@Controller()
export class DownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @Post('families/:familyId/downloads')
  @Throttled('download.create')
  async create(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Body() dto: CreateDownloadDto) {
    return { download: await this.downloads.create(user, familyId, dto) };
  }

  @Get('downloads/:token')
  async download(@CurrentUser() user: AuthUser, @Param('token') token: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    await sendArchive(request, response, await this.downloads.open(user, token));
  }
}
