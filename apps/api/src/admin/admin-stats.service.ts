import { AppConfig, InjectConfig } from '@heirloom/config';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export const ACTIVITY_WINDOW_DAYS = 30;
const GB = 1024 ** 3;

export interface AdminStatsResponse {
  users: { total: number; admins: number; active_30d: number };
  families: { total: number; created_30d: number };
  photos: { total: number; uploaded_30d: number };
  storage: { used_gb: number; limit_gb: number; used_bytes: number; backups_gb: number };
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Platform statistics from aggregate queries (counts and sums over indexed columns), never by loading rows. */
@Injectable()
export class AdminStatsService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  async get(now = new Date()): Promise<AdminStatsResponse> {
    const since = new Date(now.getTime() - ACTIVITY_WINDOW_DAYS * 86_400_000);
    const count = (table: string, where?: string, params?: object) => {
      const query = this.dataSource.createQueryBuilder().select('COUNT(*)', 'n').from(table, 't');
      if (where) query.where(where, params);
      return query.getRawOne<{ n: string | number }>().then((row) => Number(row?.n ?? 0));
    };
    const sum = (table: string, expression: string, where?: string) => {
      const query = this.dataSource.createQueryBuilder().select(`COALESCE(SUM(${expression}), 0)`, 'n').from(table, 't');
      if (where) query.where(where);
      return query.getRawOne<{ n: string | number }>().then((row) => Number(row?.n ?? 0));
    };
    const [users, admins, active, families, newFamilies, photos, newPhotos, photoBytes, backupBytes] = await Promise.all([
      count('users'),
      count('users', 't.is_admin = :yes', { yes: true }),
      count('users', 't.last_seen_at >= :since', { since }),
      count('families'),
      count('families', 't.created_at >= :since', { since }),
      count('photos'),
      count('photos', 't.upload_date >= :since', { since }),
      // What photos occupy on disk: each original with its thumbnail and preview (backups are reported apart).
      sum('photos', 't.size_bytes + t.derivatives_bytes'),
      sum('backups', 't.size_bytes', "t.status = 'completed'"),
    ]);
    return {
      users: { total: users, admins, active_30d: active },
      families: { total: families, created_30d: newFamilies },
      photos: { total: photos, uploaded_30d: newPhotos },
      storage: { used_gb: round2(photoBytes / GB), limit_gb: this.config.storageLimitGb, used_bytes: photoBytes, backups_gb: round2(backupBytes / GB) },
    };
  }
}
