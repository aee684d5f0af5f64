import { AdminFamilySummary } from '@heirloom/database';

export interface AdminFamilyResponse {
  id: number;
  name: string;
  description: string;
  created_at: string;
  created_by: { id: number; name: string } | null;
  member_count: number;
  photo_count: number;
}

export const toAdminFamilyResponse = (family: AdminFamilySummary): AdminFamilyResponse => ({
  id: family.id,
  name: family.name,
  description: family.description,
  created_at: family.createdAt.toISOString(),
  created_by: family.creator,
  member_count: family.memberCount,
  photo_count: family.photoCount,
});
