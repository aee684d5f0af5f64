import { PhotoMediaModule } from '@heirloom/processors';
import { Module } from '@nestjs/common';
import { PhotoRelationsModule } from './photo-relations.module';
import { PeopleModule } from '../people/people.module';
import { StorageQuotaModule } from '../storage-quota/storage-quota.module';
import { FamilyPhotosController } from './family-photos.controller';
import { PhotoFilesController } from './photo-files.controller';
import { PhotoBatchService } from './photo-batch.service';
import { PhotoFilesService } from './photo-files.service';
import { PhotoUploadService } from './photo-upload.service';
import { PhotosController } from './photos.controller';
import { PhotosService } from './photos.service';
import { UploadAccessGuard } from './upload.guard';

@Module({
  imports: [PhotoMediaModule, StorageQuotaModule, PeopleModule, PhotoRelationsModule],
  controllers: [FamilyPhotosController, PhotosController, PhotoFilesController],
  providers: [PhotosService, PhotoBatchService, PhotoUploadService, PhotoFilesService, UploadAccessGuard],
  exports: [PhotoFilesService],
})
export class PhotosModule {}
