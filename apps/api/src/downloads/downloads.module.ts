import { Module } from '@nestjs/common';
import { DownloadsController } from './downloads.controller';
import { DownloadsService } from './downloads.service';
import { PhotoArchives } from './photo-archives';

@Module({
  controllers: [DownloadsController],
  providers: [DownloadsService, PhotoArchives],
  exports: [PhotoArchives],
})
export class DownloadsModule {}
