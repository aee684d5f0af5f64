import type { AdminStatsResponse } from '@heirloom/contracts';
import { AppConfig, InjectConfig } from '@heirloom/config';
import { AdminRepository } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { StorageQuotaService } from '../storage-quota/storage-quota.service';
import { DISK_RESERVE_BYTES, refusingUploads } from '../storage-quota/storage-room';

export const ACTIVITY_WINDOW_DAYS = 30;
const GB = 1024 ** 3;

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Platform statistics: what the last ACTIVITY_WINDOW_DAYS days brought, and what the photos and backups occupy. */
@Injectable()
export class AdminStatsService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly repository: AdminRepository,
    private readonly quota: StorageQuotaService,
  ) {}

  async get(now = new Date()): Promise<AdminStatsResponse> {
    // What photos occupy (each original with its thumbnail and preview) is the storage limit's own figure; backups
    // are reported apart.
    const [counts, figures] = await Promise.all([
      this.repository.countPlatform(new Date(now.getTime() - ACTIVITY_WINDOW_DAYS * 86_400_000)),
      this.quota.figures(),
    ]);
    return {
      users: { total: counts.users, admins: counts.admins, active_30d: counts.activeUsers },
      families: { total: counts.families, created_30d: counts.recentFamilies },
      photos: { total: counts.photos, uploaded_30d: counts.recentPhotos },
      videos: { total: counts.videos, uploaded_30d: counts.recentVideos },
      trash: { total: counts.trashedPhotos, bytes: counts.trashedBytes },
      storage: {
        used_gb: round2(figures.usedBytes / GB),
        limit_gb: this.config.storageLimitGb,
        used_bytes: figures.usedBytes,
        backups_gb: round2(counts.backupBytes / GB),
        limit_bytes: figures.limitBytes,
        disk_free_bytes: figures.diskFreeBytes,
        disk_reserve_bytes: DISK_RESERVE_BYTES,
        accepting_uploads: !refusingUploads(figures),
      },
    };
  }
}
