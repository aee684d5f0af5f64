import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { AlbumListQueryDto, AlbumPhotosDto, AlbumPhotosQueryDto, CreateAlbumDto, UpdateAlbumDto } from './album.dto';
import { AlbumsService } from './albums.service';

/** A family's albums, an album's photos, and the albums of a photo. */
@ApiTags('albums')
@Controller()
export class AlbumsController {
  constructor(private readonly albums: AlbumsService) {}

  @Get('families/:familyId/albums')
  list(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Query() query: AlbumListQueryDto) {
    return this.albums.list(user, familyId, query);
  }

  @Post('families/:familyId/albums')
  async create(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Body() dto: CreateAlbumDto) {
    return { album: await this.albums.create(user, familyId, dto) };
  }

  @Get('albums/:albumId')
  async get(@CurrentUser() user: AuthUser, @Param('albumId', IdPipe) albumId: number) {
    return { album: await this.albums.get(user, albumId) };
  }

  @Put('albums/:albumId')
  async update(@CurrentUser() user: AuthUser, @Param('albumId', IdPipe) albumId: number, @Body() dto: UpdateAlbumDto) {
    return { album: await this.albums.update(user, albumId, dto) };
  }

  @Delete('albums/:albumId')
  @HttpCode(200)
  async delete(@CurrentUser() user: AuthUser, @Param('albumId', IdPipe) albumId: number) {
    return { album: await this.albums.delete(user, albumId) };
  }

  @Get('albums/:albumId/photos')
  photos(@CurrentUser() user: AuthUser, @Param('albumId', IdPipe) albumId: number, @Query() query: AlbumPhotosQueryDto) {
    return this.albums.photos(user, albumId, query);
  }

  @Post('albums/:albumId/photos')
  @HttpCode(200)
  async addPhotos(@CurrentUser() user: AuthUser, @Param('albumId', IdPipe) albumId: number, @Body() dto: AlbumPhotosDto) {
    return { album: await this.albums.addPhotos(user, albumId, dto.photo_ids) };
  }

  @Delete('albums/:albumId/photos')
  @HttpCode(200)
  async removePhotos(@CurrentUser() user: AuthUser, @Param('albumId', IdPipe) albumId: number, @Body() dto: AlbumPhotosDto) {
    return { album: await this.albums.removePhotos(user, albumId, dto.photo_ids) };
  }

  @Get('photos/:photoId/albums')
  async ofPhoto(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number) {
    return { albums: await this.albums.albumsOfPhoto(user, photoId) };
  }
}
