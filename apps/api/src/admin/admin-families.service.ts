import { Injectable, NotFoundException } from '@nestjs/common';
import { FamilyRemovalService } from '../families/family-removal.service';
import { AdminFamiliesRepository } from './admin-families.repository';
import { AdminFamilyRow, toAdminFamilyRow } from './admin-family.response';

@Injectable()
export class AdminFamiliesService {
  constructor(
    private readonly repository: AdminFamiliesRepository,
    private readonly removal: FamilyRemovalService,
  ) {}

  async list(page: number, perPage: number, search?: string): Promise<{ families: AdminFamilyRow[]; total: number }> {
    const { rows, total } = await this.repository.getPage(page, perPage, search || undefined);
    return { families: rows.map(toAdminFamilyRow), total };
  }

  async get(id: number): Promise<AdminFamilyRow> {
    const row = await this.repository.getById(id);
    if (!row) throw new NotFoundException('Family not found');
    return toAdminFamilyRow(row);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.removal.remove(id))) throw new NotFoundException('Family not found');
  }
}
