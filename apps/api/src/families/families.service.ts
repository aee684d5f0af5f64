import type { FamilyResponse } from '@heirloom/contracts';
import { FamiliesRepository } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { CreateFamilyDto, UpdateFamilyDto } from './family.dto';
import { FamilyRemovalService } from './family-removal.service';
import { toFamilyResponse } from './family.response';

@Injectable()
export class FamiliesService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: FamiliesRepository,
    private readonly removal: FamilyRemovalService,
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
    const familyId = await this.repository.createWithAdmin({ name: dto.name, description: dto.description ?? '', createdBy: user.id }, user.id);
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
    await this.repository.update(familyId, { name: dto.name, description: dto.description });
    return this.get(user, familyId);
  }

  /** Deletes the family with everything in it, files included. */
  async delete(user: AuthUser, familyId: number): Promise<void> {
    await this.access.requireAccess(user, 'family.delete', familyId);
    await this.removal.remove(familyId, user);
  }
}
