import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { CreateShareLinkDto, ShareLinkListQueryDto } from './share-link.dto';
import { ShareLinksService } from './share-links.service';

/** Share links as members make, list and revoke them. */
@ApiTags('share-links')
@Controller()
export class ShareLinksController {
  constructor(private readonly shareLinks: ShareLinksService) {}

  @Post('albums/:albumId/share-links')
  async createForAlbum(@CurrentUser() user: AuthUser, @Param('albumId', IdPipe) albumId: number, @Body() dto: CreateShareLinkDto) {
    return { share_link: await this.shareLinks.createForAlbum(user, albumId, dto) };
  }

  @Post('photos/:photoId/share-links')
  async createForPhoto(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Body() dto: CreateShareLinkDto) {
    return { share_link: await this.shareLinks.createForPhoto(user, photoId, dto) };
  }

  @Get('families/:familyId/share-links')
  list(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Query() query: ShareLinkListQueryDto) {
    return this.shareLinks.list(user, familyId, query);
  }

  @Delete('share-links/:shareLinkId')
  @HttpCode(200)
  async revoke(@CurrentUser() user: AuthUser, @Param('shareLinkId', IdPipe) shareLinkId: number) {
    return { share_link: await this.shareLinks.revoke(user, shareLinkId) };
  }
}
