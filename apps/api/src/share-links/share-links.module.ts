import { Module } from '@nestjs/common';
import { DownloadsModule } from '../downloads/downloads.module';
import { PhotosModule } from '../photos/photos.module';
import { ShareLinksController } from './share-links.controller';
import { ShareLinksService } from './share-links.service';
import { ShareLinkTokens } from './share-link-tokens';
import { ShareUnlocks } from './share-unlocks';
import { SharedController } from './shared.controller';
import { SharedService } from './shared.service';

@Module({
  imports: [PhotosModule, DownloadsModule],
  controllers: [ShareLinksController, SharedController],
  providers: [ShareLinksService, SharedService, ShareLinkTokens, ShareUnlocks],
})
export class ShareLinksModule {}
