import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminList } from './admin-list';
import { ADMIN_FAMILIES, ADMIN_USERS, AdminFamilySummary, AdminUserSummary } from './admin-listings';
import { trashedPhoto, visiblePhoto } from '../photo-visibility';

/** The platform's figures for the admin dashboard; "recent" means since the given instant. */
export interface PlatformCounts {
  users: number;
  admins: number;
  activeUsers: number;
  families: number;
  recentFamilies: number;
  /** Every media item (photos and videos) outside the trash. */
  photos: number;
  recentPhotos: number;
  /** The videos among them. */
  videos: number;
  recentVideos: number;
  /** What completed backups occupy. */
  backupBytes: number;
  /** Media items in the families' trashes (not in photos), and what their files still take. */
  trashedPhotos: number;
  trashedBytes: number;
}

/** The platform admin's reads across every family: the user and family lists, and the dashboard's counts. */
@Injectable()
export class AdminRepository {
  readonly users: AdminList<AdminUserSummary>;
  readonly families: AdminList<AdminFamilySummary>;

  constructor(private readonly dataSource: DataSource) {
    this.users = new AdminList(dataSource, ADMIN_USERS);
    this.families = new AdminList(dataSource, ADMIN_FAMILIES);
  }

  /** Aggregate queries (counts and sums over indexed columns), never by loading rows. */
  async countPlatform(since: Date): Promise<PlatformCounts> {
    const visible = visiblePhoto('t');
    const [users, admins, activeUsers, families, recentFamilies, photos, recentPhotos, videos, recentVideos, backupBytes, trashedPhotos, trashedBytes] = await Promise.all([
      this.count('users'),
      this.count('users', 't.is_admin = :yes', { yes: true }),
      this.count('users', 't.last_seen_at >= :since', { since }),
      this.count('families'),
      this.count('families', 't.created_at >= :since', { since }),
      this.count('photos', visible),
      this.count('photos', `t.upload_date >= :since AND ${visible}`, { since }),
      this.count('photos', `t.media_type = 'video' AND ${visible}`),
      this.count('photos', `t.media_type = 'video' AND t.upload_date >= :since AND ${visible}`, { since }),
      this.sum('backups', 't.size_bytes', "t.status = 'completed'"),
      this.count('photos', trashedPhoto('t')),
      this.sum('photos', 't.size_bytes + t.derivatives_bytes + t.playback_bytes', trashedPhoto('t')),
    ]);
    return { users, admins, activeUsers, families, recentFamilies, photos, recentPhotos, videos, recentVideos, backupBytes, trashedPhotos, trashedBytes };
  }

  private count(table: string, where?: string, params?: object): Promise<number> {
    return this.aggregate(table, 'COUNT(*)', where, params);
  }

  private sum(table: string, expression: string, where?: string): Promise<number> {
    return this.aggregate(table, `COALESCE(SUM(${expression}), 0)`, where);
  }

  private async aggregate(table: string, expression: string, where?: string, params?: object): Promise<number> {
    const query = this.dataSource.createQueryBuilder().select(expression, 'n').from(table, 't');
    if (where) query.where(where, params);
    const row = await query.getRawOne<{ n: string | number }>();
    return Number(row?.n ?? 0);
  }
}
