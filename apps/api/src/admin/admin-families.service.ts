import type { AdminFamilyPageResponse, AdminFamilyResponse } from '@heirloom/contracts';
import { AdminRepository } from '@heirloom/database';
import { Injectable, NotFoundException } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';
import { FamilyRemovalService } from '../families/family-removal.service';
import { toAdminFamilyResponse } from './admin-family.response';

@Injectable()
export class AdminFamiliesService {
  constructor(
    private readonly repository: AdminRepository,
    private readonly removal: FamilyRemovalService,
  ) {}

  async list(page: number, perPage: number, search?: string): Promise<AdminFamilyPageResponse> {
    const { rows, total } = await this.repository.families.getPage(page, perPage, search || undefined);
    return { families: rows.map(toAdminFamilyResponse), total };
  }

  async get(id: number): Promise<AdminFamilyResponse> {
    const family = await this.repository.families.getById(id);
    if (!family) throw new NotFoundException('Family not found');
    return toAdminFamilyResponse(family);
  }

  async remove(caller: AuthUser, id: number): Promise<void> {
    if (!(await this.removal.remove(id, caller))) throw new NotFoundException('Family not found');
  }
}
