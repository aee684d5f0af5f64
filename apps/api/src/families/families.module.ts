import { Module } from '@nestjs/common';
import { FamiliesController } from './families.controller';
import { FamiliesRepository } from './families.repository';
import { FamiliesService } from './families.service';
import { FamilyRemovalService } from './family-removal.service';

@Module({
  controllers: [FamiliesController],
  providers: [FamiliesRepository, FamiliesService, FamilyRemovalService],
  exports: [FamiliesRepository, FamilyRemovalService],
})
export class FamiliesModule {}
