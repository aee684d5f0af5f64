import { Injectable, NotFoundException } from '@nestjs/common';
import { FamilyRemovalService } from '../families/family-removal.service';
import { AdminFamiliesRepository } from './admin-families.repository';
import { AdminFamilyResponse, toAdminFamilyResponse } from './admin-family.response';

@Injectable()
export class AdminFamiliesService {
  constructor(
    private readonly repository: AdminFamiliesRepository,
    private readonly removal: FamilyRemovalService,
  ) {}

  async list(page: number, perPage: number, search?: string): Promise<{ families: AdminFamilyResponse[]; total: number }> {
    const { rows, total } = await this.repository.getPage(page, perPage, search || undefined);
    return { families: rows.map(toAdminFamilyResponse), total };
  }

  async get(id: number): Promise<AdminFamilyResponse> {
    const row = await this.repository.getById(id);
    if (!row) throw new NotFoundException('Family not found');
    return toAdminFamilyResponse(row);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.removal.remove(id))) throw new NotFoundException('Family not found');
  }
}
