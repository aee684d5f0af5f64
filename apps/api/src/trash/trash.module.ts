import { TrashPurgeModule } from '@heirloom/processors';
import { Module } from '@nestjs/common';
import { TrashController } from './trash.controller';
import { TrashService } from './trash.service';

@Module({
  imports: [TrashPurgeModule],
  controllers: [TrashController],
  providers: [TrashService],
})
export class TrashModule {}
