import { FamilyRole } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** What a resource belongs to: its family, and who it belongs to inside that family. */
export interface AccessSubject {
  familyId: number;
  ownerUserId?: number;
  inviteeEmail?: string;
}

export type ResourceKind = 'family' | 'member' | 'invitation';

/** The small look-ups the access service needs: a resource's family and the caller's role in it. */
@Injectable()
export class AccessRepository {
  constructor(private readonly dataSource: DataSource) {}

  async getRole(userId: number, familyId: number): Promise<FamilyRole | null> {
    const row = await this.dataSource
      .createQueryBuilder()
      .select('m.role', 'role')
      .from('family_members', 'm')
      .where('m.family_id = :familyId AND m.user_id = :userId', { familyId, userId })
      .getRawOne<{ role: FamilyRole }>();
    return row?.role ?? null;
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
    }
  }
}
