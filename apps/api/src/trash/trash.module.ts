import { TrashPurgeModule } from '@heirloom/processors';
import { Module } from '@nestjs/common';
import { PhotoRelationsModule } from '../photos/photo-relations.module';
import { TrashController } from './trash.controller';
import { TrashService } from './trash.service';

@Module({
  imports: [TrashPurgeModule, PhotoRelationsModule],
  controllers: [TrashController],
  providers: [TrashService],
})
export class TrashModule {}
