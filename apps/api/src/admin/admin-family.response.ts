import type { AdminFamilyResponse } from '@heirloom/contracts';
import { AdminFamilySummary } from '@heirloom/database';

export const toAdminFamilyResponse = (family: AdminFamilySummary): AdminFamilyResponse => ({
  id: family.id,
  name: family.name,
  description: family.description,
  created_at: family.createdAt.toISOString(),
  created_by: family.creator,
  member_count: family.memberCount,
  photo_count: family.photoCount,
});
