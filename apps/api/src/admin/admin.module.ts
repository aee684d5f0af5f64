import { DigestPlanModule } from '@heirloom/processors';
import { Module } from '@nestjs/common';
import { FamiliesModule } from '../families/families.module';
import { StorageQuotaModule } from '../storage-quota/storage-quota.module';
import { AdminController } from './admin.controller';
import { AdminDigestsService } from './admin-digests.service';
import { AdminFamiliesService } from './admin-families.service';
import { AdminStatsService } from './admin-stats.service';
import { AdminUsersService } from './admin-users.service';
import { UserRemovalService } from './user-removal.service';

@Module({
  imports: [FamiliesModule, StorageQuotaModule, DigestPlanModule],
  controllers: [AdminController],
  providers: [AdminStatsService, AdminUsersService, UserRemovalService, AdminFamiliesService, AdminDigestsService],
})
export class AdminModule {}
