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
    const rows = await this.members.find({ where: { userId }, select: { familyId: true }, order: { familyId: 'ASC' } });
    return rows.map((row) => row.familyId);
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
