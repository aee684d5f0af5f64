import { Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { RawAdminUserRow } from './admin-user.response';
import { containsPattern, LIKE_ESCAPE } from './like-pattern';

/** Users with their family and photo counts, counted by index look-ups per row of the page. */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async getPage(page: number, perPage: number, search?: string): Promise<{ rows: RawAdminUserRow[]; total: number }> {
    const rows = await this.rowsQuery(search)
      .orderBy('u.created_at', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .getRawMany<RawAdminUserRow>();
    const total = await this.filtered(this.dataSource.createQueryBuilder().from('users', 'u').select('COUNT(*)', 'total'), search).getRawOne<{
      total: string | number;
    }>();
    return { rows, total: Number(total?.total ?? 0) };
  }

  getById(id: number): Promise<RawAdminUserRow | undefined> {
    return this.rowsQuery().where('u.id = :id', { id }).getRawOne<RawAdminUserRow>();
  }

  private rowsQuery(search?: string): SelectQueryBuilder<object> {
    const query = this.dataSource
      .createQueryBuilder()
      .from('users', 'u')
      .select(['u.id AS id', 'u.name AS name', 'u.email AS email', 'u.is_admin AS is_admin', 'u.email_verified_at AS email_verified_at', 'u.created_at AS created_at', 'u.last_seen_at AS last_seen_at'])
      .addSelect('(SELECT COUNT(*) FROM family_members m WHERE m.user_id = u.id)', 'family_count')
      .addSelect('(SELECT COUNT(*) FROM photos p WHERE p.uploaded_by = u.id)', 'photo_count');
    return this.filtered(query, search);
  }

  private filtered<T extends object>(query: SelectQueryBuilder<T>, search?: string): SelectQueryBuilder<T> {
    if (!search) return query;
    return query.where(`(u.name LIKE :pattern ${LIKE_ESCAPE} OR u.email LIKE :pattern ${LIKE_ESCAPE})`, { pattern: containsPattern(search) });
  }
}
