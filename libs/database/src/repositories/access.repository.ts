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

/** A resource's subject, and the caller's role in its family (null for an outsider). */
export interface SubjectAndRole {
  subject: AccessSubject;
  role: FamilyRole | null;
}

interface SubjectRow {
  family_id: number | string;
  owner_id?: number | string | null;
  invitee_email?: string;
  photo_uploader_id?: number | string;
  caller_role: FamilyRole | null;
}

/**
 * Where each kind of resource (its row under the alias t) names its family and who owns it: `owner_id` (its author,
 * uploader or maker; none once that account is gone), and for an invitation its addressee, for a comment the uploader
 * of its photo. A story or comment on a trashed photo is not found, like the photo.
 */
const SUBJECT_SOURCES: Record<Exclude<ResourceKind, 'family'>, { select: string; from: string; where?: string }> = {
  member: { select: 't.family_id, t.user_id AS owner_id', from: 'family_members t' },
  invitation: { select: 't.family_id, t.email AS invitee_email', from: 'invitations t' },
  photo: { select: 't.family_id, t.uploaded_by AS owner_id', from: 'photos t', where: ` AND ${visiblePhoto('t')}` },
  trashedPhoto: { select: 't.family_id, t.uploaded_by AS owner_id', from: 'photos t', where: ` AND ${trashedPhoto('t')}` },
  story: { select: 't.family_id, t.author_id AS owner_id', from: `stories t INNER JOIN photos p ON p.id = t.photo_id AND ${visiblePhoto('p')}` },
  comment: {
    select: 't.family_id, t.author_id AS owner_id, p.uploaded_by AS photo_uploader_id',
    from: `comments t INNER JOIN photos p ON p.id = t.photo_id AND ${visiblePhoto('p')}`,
  },
  album: { select: 't.family_id, t.created_by AS owner_id', from: 'albums t' },
  shareLink: { select: 't.family_id, t.created_by AS owner_id', from: 'share_links t' },
  person: { select: 't.family_id, t.created_by AS owner_id', from: 'people t' },
};

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

  /**
   * A resource's subject (AccessSubject) and the caller's role in its family, in one statement: the resource's row
   * with the caller's membership joined, no query builder. Two statements (the subject, then the role) cost a second
   * round trip on every resource route; on MariaDB that is most of the check. Null when there is no such resource.
   */
  async getSubjectAndRole(kind: ResourceKind, id: number, userId: number): Promise<SubjectAndRole | null> {
    if (kind === 'family') return { subject: { familyId: id }, role: await this.getRole(userId, id) };
    const { select, from, where = '' } = SUBJECT_SOURCES[kind];
    const rows: SubjectRow[] = await this.dataSource.query(
      `SELECT ${select}, m.role AS caller_role FROM ${from} LEFT JOIN family_members m ON m.family_id = t.family_id AND m.user_id = ? WHERE t.id = ?${where}`,
      [userId, id],
    );
    const row = rows[0];
    if (!row) return null;
    const subject: AccessSubject = { familyId: Number(row.family_id) };
    if (row.owner_id !== undefined && row.owner_id !== null) subject.ownerUserId = Number(row.owner_id);
    if (row.invitee_email !== undefined) subject.inviteeEmail = row.invitee_email;
    if (row.photo_uploader_id !== undefined) subject.photoUploaderId = Number(row.photo_uploader_id);
    return { subject, role: row.caller_role ?? null };
  }
}
