import { AdminRepository } from '@heirloom/database';
import { Injectable, NotFoundException } from '@nestjs/common';
import { FamilyRemovalService } from '../families/family-removal.service';
import { AdminFamilyRow, toAdminFamilyRow } from './admin-family.response';

@Injectable()
export class AdminFamiliesService {
  constructor(
    private readonly repository: AdminRepository,
    private readonly removal: FamilyRemovalService,
  ) {}

  async list(page: number, perPage: number, search?: string): Promise<{ families: AdminFamilyRow[]; total: number }> {
    const { rows, total } = await this.repository.families.getPage(page, perPage, search || undefined);
    return { families: rows.map(toAdminFamilyRow), total };
  }

  async get(id: number): Promise<AdminFamilyRow> {
    const family = await this.repository.families.getById(id);
    if (!family) throw new NotFoundException('Family not found');
    return toAdminFamilyRow(family);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.removal.remove(id))) throw new NotFoundException('Family not found');
  }
}
