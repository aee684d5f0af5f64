import { Family, FamilyMember } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { CreateFamilyDto, UpdateFamilyDto } from './family.dto';
import { FamiliesRepository } from './families.repository';
import { FamilyRemovalService } from './family-removal.service';
import { FamilyResponse, toFamilyResponse } from './family.response';

@Injectable()
export class FamiliesService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: FamiliesRepository,
    private readonly dataSource: DataSource,
    private readonly removal: FamilyRemovalService,
    @InjectRepository(Family) private readonly families: Repository<Family>,
  ) {}

  async list(user: AuthUser): Promise<FamilyResponse[]> {
    const memberships = await this.repository.getMembershipsOf(user.id);
    const members = await this.repository.getMembersOf(
      memberships.map((m) => m.familyId),
      false,
    );
    return memberships.map((membership) =>
      toFamilyResponse(
        membership.family!,
        membership,
        members.filter((m) => m.familyId === membership.familyId),
        false,
      ),
    );
  }

  /** Creates the family with its creator as its first admin, both rows or neither. */
  async create(user: AuthUser, dto: CreateFamilyDto): Promise<FamilyResponse> {
    const familyId = await this.dataSource.transaction(async (manager) => {
      const family = await manager.save(manager.create(Family, { name: dto.name, description: dto.description ?? '', createdBy: user.id }));
      await manager.save(manager.create(FamilyMember, { familyId: family.id, userId: user.id, role: 'admin' }));
      return family.id;
    });
    return this.get(user, familyId);
  }

  async get(user: AuthUser, familyId: number): Promise<FamilyResponse> {
    await this.access.requireAccess(user, 'family.read', familyId);
    const [family, membership, members] = await Promise.all([
      this.repository.getById(familyId),
      this.repository.getMembership(user.id, familyId),
      this.repository.getMembersOf([familyId], true),
    ]);
    return toFamilyResponse(family!, membership!, members, true);
  }

  async update(user: AuthUser, familyId: number, dto: UpdateFamilyDto): Promise<FamilyResponse> {
    await this.access.requireAccess(user, 'family.update', familyId);
    const changes: Partial<Family> = {};
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.description !== undefined) changes.description = dto.description;
    if (Object.keys(changes).length > 0) await this.families.update({ id: familyId }, changes);
    return this.get(user, familyId);
  }

  /** Deletes the family with everything in it, files included. */
  async delete(user: AuthUser, familyId: number): Promise<void> {
    await this.access.requireAccess(user, 'family.delete', familyId);
    await this.removal.remove(familyId);
  }
}
