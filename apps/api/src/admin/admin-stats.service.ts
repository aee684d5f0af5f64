import { AppConfig, InjectConfig } from '@heirloom/config';
import { AdminRepository } from '@heirloom/database';
import { Injectable } from '@nestjs/common';

export const ACTIVITY_WINDOW_DAYS = 30;
const GB = 1024 ** 3;

export interface AdminStats {
  users: { total: number; admins: number; active_30d: number };
  families: { total: number; created_30d: number };
  photos: { total: number; uploaded_30d: number };
  storage: { used_gb: number; limit_gb: number; used_bytes: number; backups_gb: number };
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Platform statistics: what the last ACTIVITY_WINDOW_DAYS days brought, and what the photos and backups occupy. */
@Injectable()
export class AdminStatsService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly repository: AdminRepository,
  ) {}

  async get(now = new Date()): Promise<AdminStats> {
    const counts = await this.repository.countPlatform(new Date(now.getTime() - ACTIVITY_WINDOW_DAYS * 86_400_000));
    return {
      users: { total: counts.users, admins: counts.admins, active_30d: counts.activeUsers },
      families: { total: counts.families, created_30d: counts.recentFamilies },
      photos: { total: counts.photos, uploaded_30d: counts.recentPhotos },
      storage: {
        used_gb: round2(counts.photoBytes / GB),
        limit_gb: this.config.storageLimitGb,
        used_bytes: counts.photoBytes,
        backups_gb: round2(counts.backupBytes / GB),
      },
    };
  }
}
