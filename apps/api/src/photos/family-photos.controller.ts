import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, UploadedFile, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Caller } from '../access/access.rules';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { BatchPhotoDateDto, BatchPhotosDto, BulkUploadDto, ListPhotosQueryDto, UploadPhotoDto } from './photo.dto';
import { PhotoBatchService } from './photo-batch.service';
import { PhotoUploadService } from './photo-upload.service';
import { PhotosService } from './photos.service';
import { UploadAccessGuard, UploadCaller } from './upload.guard';
import { PhotoUploadInterceptor } from './upload.interceptor';
import { UploadedPhotoFile } from './upload.storage-engine';

@ApiTags('photos')
@Controller('families/:familyId/photos')
export class FamilyPhotosController {
  constructor(
    private readonly photos: PhotosService,
    private readonly uploads: PhotoUploadService,
    private readonly batch: PhotoBatchService,
  ) {}

  @Get()
  list(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Query() query: ListPhotosQueryDto) {
    return this.photos.list(user, familyId, query);
  }

  /** multipart/form-data: `photo` (JPEG or PNG), description, location, and fuzzy_date or taken_date. */
  @Post()
  @ApiConsumes('multipart/form-data')
  @UseGuards(UploadAccessGuard)
  @UseInterceptors(PhotoUploadInterceptor('single'))
  async upload(
    @UploadCaller() caller: Caller,
    @Param('familyId', IdPipe) familyId: number,
    @UploadedFile() file: UploadedPhotoFile | undefined,
    @Body() dto: UploadPhotoDto,
  ) {
    return { photo: await this.uploads.upload(caller, familyId, file, dto) };
  }

  /** multipart/form-data: `photos` (many), description, location, fuzzy_date. Answers each file's outcome. */
  @Post('bulk')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseGuards(UploadAccessGuard)
  @UseInterceptors(PhotoUploadInterceptor('bulk'))
  uploadBulk(
    @UploadCaller() caller: Caller,
    @Param('familyId', IdPipe) familyId: number,
    @UploadedFiles() files: UploadedPhotoFile[] | undefined,
    @Body() dto: BulkUploadDto,
  ) {
    return this.uploads.uploadBulk(caller, familyId, files, dto);
  }

  /** Moves all of these photos to the trash, or none: each one the caller's own, or any when a family admin. */
  @Post('batch-delete')
  @HttpCode(200)
  moveToTrash(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Body() dto: BatchPhotosDto) {
    return this.batch.moveToTrash(user, familyId, dto);
  }

  /** One exact or fuzzy date for all of these photos (each the caller's own), or for none. */
  @Patch('batch-date')
  setDate(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Body() dto: BatchPhotoDateDto) {
    return this.batch.setDate(user, familyId, dto);
  }
}
