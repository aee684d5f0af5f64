import { Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { containsPattern, LIKE_ESCAPE } from './like-pattern';

export interface RawAdminFamilyRow {
  id: number | string;
  name: string;
  description: string;
  created_at: Date | string;
  created_by: number | string | null;
  creator_name: string | null;
  member_count: number | string;
  photo_count: number | string;
}

/** Families with member and photo counts for the admin panel. */
@Injectable()
export class AdminFamiliesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async getPage(page: number, perPage: number, search?: string): Promise<{ rows: RawAdminFamilyRow[]; total: number }> {
    const rows = await this.rowsQuery(search)
      .orderBy('f.created_at', 'DESC')
      .addOrderBy('f.id', 'DESC')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .getRawMany<RawAdminFamilyRow>();
    const total = await this.filtered(this.dataSource.createQueryBuilder().from('families', 'f').select('COUNT(*)', 'total'), search).getRawOne<{
      total: string | number;
    }>();
    return { rows, total: Number(total?.total ?? 0) };
  }

  getById(id: number): Promise<RawAdminFamilyRow | undefined> {
    return this.rowsQuery().where('f.id = :id', { id }).getRawOne<RawAdminFamilyRow>();
  }

  private rowsQuery(search?: string): SelectQueryBuilder<object> {
    const query = this.dataSource
      .createQueryBuilder()
      .from('families', 'f')
      .leftJoin('users', 'u', 'u.id = f.created_by')
      .select(['f.id AS id', 'f.name AS name', 'f.description AS description', 'f.created_at AS created_at', 'f.created_by AS created_by'])
      .addSelect('u.name', 'creator_name')
      .addSelect('(SELECT COUNT(*) FROM family_members m WHERE m.family_id = f.id)', 'member_count')
      .addSelect('(SELECT COUNT(*) FROM photos p WHERE p.family_id = f.id)', 'photo_count');
    return this.filtered(query, search);
  }

  private filtered<T extends object>(query: SelectQueryBuilder<T>, search?: string): SelectQueryBuilder<T> {
    return search ? query.where(`f.name LIKE :pattern ${LIKE_ESCAPE}`, { pattern: containsPattern(search) }) : query;
  }
}
