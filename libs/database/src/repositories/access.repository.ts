import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FamilyRole } from '../entities';
import { SEARCH_VERSIONS_TABLE } from '../search/search-versions.schema';
import { PHOTO_VERSIONS_TABLE } from '../versions/photo-versions.schema';
import { trashedPhoto, visiblePhoto } from './photo-visibility';

/** What a resource belongs to: its family, and who it belongs to inside that family. */
export interface AccessSubject {
  familyId: number;
  ownerUserId?: number;
  inviteeEmail?: string;
  /** For a comment: who uploaded the photo it is on (they may remove comments on their photo). */
  photoUploaderId?: number;
}

/**
 * A photo is one not in the trash (a trashed one is not found, as if deleted, and neither are its stories and
 * comments); a trashed photo is one in it, which only the trash's own routes name.
 */
export type ResourceKind = 'family' | 'member' | 'invitation' | 'photo' | 'trashedPhoto' | 'story' | 'comment' | 'album' | 'person' | 'shareLink';

/** A family the user belongs to, and their role there. */
export interface Membership {
  familyId: number;
  role: FamilyRole;
}

/**
 * The tables of per-family versions kept by triggers (family-versions.ts): search_versions moves with the searched
 * texts, photo_versions with the photos and what their lists show.
 */
export type VersionsTable = typeof SEARCH_VERSIONS_TABLE | typeof PHOTO_VERSIONS_TABLE;

/** A membership with its family's version from one versions table; null while the family has none yet. */
export interface VersionedMembership extends Membership {
  version: string | null;
}

/**
 * A membership with what a kept search answer of the family depends on: `version` the search version (what matches),
 * `answerVersion` that and the photo version (what the hits show) as one string; each null while a number is missing.
 */
export interface SearchMembership extends VersionedMembership {
  answerVersion: string | null;
}

interface MembershipRow {
  family_id: number | string;
  role: FamilyRole;
}

/** The small look-ups the access service needs: a resource's family, and the caller's role in it or their families. */
@Injectable()
export class AccessRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** On every family-scoped request: one plain statement on the (family_id, user_id) unique index, no query builder. */
  async getRole(userId: number, familyId: number): Promise<FamilyRole | null> {
    const rows: Array<{ role: FamilyRole }> = await this.dataSource.query('SELECT role FROM family_members WHERE family_id = ? AND user_id = ?', [familyId, userId]);
    return rows[0]?.role ?? null;
  }

  /**
   * The user's families and roles, by family id: a range of the (user_id, family_id) index. Raw, as on every
   * timeline request, where loading member entities cost more than the query.
   */
  async getMembershipsOf(userId: number): Promise<Membership[]> {
    const rows: MembershipRow[] = await this.dataSource.query('SELECT family_id, role FROM family_members WHERE user_id = ? ORDER BY family_id', [userId]);
    return rows.map((row) => ({ familyId: Number(row.family_id), role: row.role }));
  }

  /**
   * The same with each family's version from `versions`, read in the same statement (a search keeps answers per
   * search version, On This Day per photo version).
   */
  async getVersionedMembershipsOf(userId: number, versions: VersionsTable): Promise<VersionedMembership[]> {
    const rows: Array<MembershipRow & { version: number | string | null }> = await this.dataSource.query(
      `SELECT m.family_id, m.role, v.version FROM family_members m LEFT JOIN ${versions} v ON v.family_id = m.family_id
       WHERE m.user_id = ? ORDER BY m.family_id`,
      [userId],
    );
    return rows.map((row) => ({ familyId: Number(row.family_id), role: row.role, version: row.version === null ? null : String(row.version) }));
  }

  /** The same with the search and photo versions (SearchMembership), read in one statement. */
  async getSearchMembershipsOf(userId: number): Promise<SearchMembership[]> {
    const rows: Array<MembershipRow & { search_version: number | string | null; photo_version: number | string | null }> = await this.dataSource.query(
      `SELECT m.family_id, m.role, s.version AS search_version, p.version AS photo_version FROM family_members m
       LEFT JOIN ${SEARCH_VERSIONS_TABLE} s ON s.family_id = m.family_id LEFT JOIN ${PHOTO_VERSIONS_TABLE} p ON p.family_id = m.family_id
       WHERE m.user_id = ? ORDER BY m.family_id`,
      [userId],
    );
    return rows.map((row) => {
      const version = row.search_version === null ? null : String(row.search_version);
      return { familyId: Number(row.family_id), role: row.role, version, answerVersion: version === null || row.photo_version === null ? null : `${version}.${row.photo_version}` };
    });
  }

  /** The family's photos (not trashed) among `ids` (at most a thousand), each as the 'photo' subject getSubject answers. */
  async getPhotoSubjects(familyId: number, ids: readonly number[]): Promise<Map<number, AccessSubject>> {
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: number | string; uploaded_by: number | string }> = await this.dataSource.query(
      `SELECT p.id, p.uploaded_by FROM photos p WHERE p.family_id = ? AND ${visiblePhoto('p')} AND p.id IN (${ids.map(() => '?').join(', ')})`,
      [familyId, ...ids],
    );
    return new Map(rows.map((row) => [Number(row.id), { familyId, ownerUserId: Number(row.uploaded_by) }]));
  }

  async getSubject(kind: ResourceKind, id: number): Promise<AccessSubject | null> {
    switch (kind) {
      case 'family':
        return { familyId: id };
      case 'member': {
        const row = await this.dataSource
          .createQueryBuilder()
          .select(['m.family_id AS family_id', 'm.user_id AS user_id'])
          .from('family_members', 'm')
          .where('m.id = :id', { id })
          .getRawOne<{ family_id: number; user_id: number }>();
        return row ? { familyId: Number(row.family_id), ownerUserId: Number(row.user_id) } : null;
      }
      case 'invitation': {
        const row = await this.dataSource
          .createQueryBuilder()
          .select(['i.family_id AS family_id', 'i.email AS email'])
          .from('invitations', 'i')
          .where('i.id = :id', { id })
          .getRawOne<{ family_id: number; email: string }>();
        return row ? { familyId: Number(row.family_id), inviteeEmail: row.email } : null;
      }
      case 'photo':
      case 'trashedPhoto': {
        const row = await this.dataSource
          .createQueryBuilder()
          .select(['p.family_id AS family_id', 'p.uploaded_by AS uploaded_by'])
          .from('photos', 'p')
          .where('p.id = :id', { id })
          .andWhere(kind === 'photo' ? visiblePhoto('p') : trashedPhoto('p'))
          .getRawOne<{ family_id: number; uploaded_by: number }>();
        return row ? { familyId: Number(row.family_id), ownerUserId: Number(row.uploaded_by) } : null;
      }
      case 'story': {
        const row = await this.dataSource
          .createQueryBuilder()
          .select(['s.family_id AS family_id', 's.author_id AS author_id'])
          .from('stories', 's')
          .innerJoin('photos', 'p', `p.id = s.photo_id AND ${visiblePhoto('p')}`)
          .where('s.id = :id', { id })
          .getRawOne<{ family_id: number; author_id: number }>();
        return row ? { familyId: Number(row.family_id), ownerUserId: Number(row.author_id) } : null;
      }
      case 'album': {
        const row = await this.dataSource
          .createQueryBuilder()
          .select(['a.family_id AS family_id', 'a.created_by AS created_by'])
          .from('albums', 'a')
          .where('a.id = :id', { id })
          .getRawOne<{ family_id: number; created_by: number | null }>();
        return row ? { familyId: Number(row.family_id), ownerUserId: row.created_by === null ? undefined : Number(row.created_by) } : null;
      }
      case 'comment': {
        const row = await this.dataSource
          .createQueryBuilder()
          .select(['c.family_id AS family_id', 'c.author_id AS author_id', 'p.uploaded_by AS uploaded_by'])
          .from('comments', 'c')
          .innerJoin('photos', 'p', `p.id = c.photo_id AND ${visiblePhoto('p')}`)
          .where('c.id = :id', { id })
          .getRawOne<{ family_id: number; author_id: number; uploaded_by: number }>();
        return row ? { familyId: Number(row.family_id), ownerUserId: Number(row.author_id), photoUploaderId: Number(row.uploaded_by) } : null;
      }
      case 'shareLink': {
        // Owned by whoever made it (none once that account is gone: then only admins may revoke it).
        const rows: Array<{ family_id: number | string; created_by: number | string | null }> = await this.dataSource.query(
          'SELECT family_id, created_by FROM share_links WHERE id = ?',
          [id],
        );
        const row = rows[0];
        return row ? { familyId: Number(row.family_id), ...(row.created_by === null ? {} : { ownerUserId: Number(row.created_by) }) } : null;
      }
      case 'person': {
        // Owned by whoever added them (none once that account is gone: then only admins may change them).
        const rows: Array<{ family_id: number | string; created_by: number | string | null }> = await this.dataSource.query(
          'SELECT family_id, created_by FROM people WHERE id = ?',
          [id],
        );
        const row = rows[0];
        return row ? { familyId: Number(row.family_id), ...(row.created_by === null ? {} : { ownerUserId: Number(row.created_by) }) } : null;
      }
    }
  }
}
