import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { UpdatePhotoDto } from './photo.dto';
import { PhotosService } from './photos.service';

@ApiTags('photos')
@Controller('photos')
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @Get(':photoId')
  async get(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number) {
    return { photo: await this.photos.get(user, photoId) };
  }

  @Put(':photoId')
  async update(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Body() dto: UpdatePhotoDto) {
    return { photo: await this.photos.update(user, photoId, dto) };
  }

  @Delete(':photoId')
  @HttpCode(204)
  async delete(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number): Promise<void> {
    await this.photos.delete(user, photoId);
  }
}
