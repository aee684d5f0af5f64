import { Module } from '@nestjs/common';
import { PhotoRelationsModule } from '../photos/photo-relations.module';
import { AlbumsController } from './albums.controller';
import { AlbumsService } from './albums.service';

@Module({
  imports: [PhotoRelationsModule],
  controllers: [AlbumsController],
  providers: [AlbumsService],
})
export class AlbumsModule {}
