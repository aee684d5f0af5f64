import { Module } from '@nestjs/common';
import { FamiliesController } from './families.controller';
import { FamiliesService } from './families.service';
import { FamilyRemovalService } from './family-removal.service';

@Module({
  controllers: [FamiliesController],
  providers: [FamiliesService, FamilyRemovalService],
  exports: [FamilyRemovalService],
})
export class FamiliesModule {}
