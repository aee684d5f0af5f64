import { Family, FamilyMember } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';

/** Queries on families and the memberships that go with them. */
@Injectable()
export class FamiliesRepository {
  constructor(
    @InjectRepository(Family) private readonly families: Repository<Family>,
    @InjectRepository(FamilyMember) private readonly members: Repository<FamilyMember>,
  ) {}

  getById(id: number): Promise<Family | null> {
    return this.families.findOneBy({ id });
  }

  /** The caller's memberships with their families, by family name. */
  getMembershipsOf(userId: number): Promise<FamilyMember[]> {
    return this.members.find({
      where: { userId },
      relations: { family: true },
      order: { family: { name: 'ASC' }, familyId: 'ASC' },
    });
  }

  /** The ids of the caller's families, from the (user_id, family_id) index alone. */
  async getFamilyIdsOf(userId: number): Promise<number[]> {
    // Raw: on every timeline and search request, where loading member entities cost more than the query.
    const rows: Array<{ family_id: number | string }> = await this.members.query('SELECT family_id FROM family_members WHERE user_id = ? ORDER BY family_id', [userId]);
    return rows.map((row) => Number(row.family_id));
  }

  getMembership(userId: number, familyId: number): Promise<FamilyMember | null> {
    return this.members.findOneBy({ userId, familyId });
  }

  getMemberWithUser(memberId: number): Promise<FamilyMember | null> {
    return this.members.findOne({ where: { id: memberId }, relations: { user: true } });
  }

  /** Members of several families in one query, oldest member first. */
  getMembersOf(familyIds: number[], withUsers: boolean): Promise<FamilyMember[]> {
    if (familyIds.length === 0) return Promise.resolve([]);
    return this.members.find({
      where: { familyId: In(familyIds) },
      relations: withUsers ? { user: true } : {},
      order: { joinedAt: 'ASC', id: 'ASC' },
    });
  }
}
