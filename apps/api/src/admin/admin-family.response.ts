import { RawAdminFamilyRow } from './admin-families.repository';
import { toIsoInstant } from './raw-values';

export interface AdminFamilyResponse {
  id: number;
  name: string;
  description: string;
  created_at: string;
  created_by: { id: number; name: string } | null;
  member_count: number;
  photo_count: number;
}

export const toAdminFamilyResponse = (row: RawAdminFamilyRow): AdminFamilyResponse => ({
  id: Number(row.id),
  name: row.name,
  description: row.description,
  created_at: toIsoInstant(row.created_at),
  created_by: row.created_by === null || row.creator_name === null ? null : { id: Number(row.created_by), name: row.creator_name },
  member_count: Number(row.member_count),
  photo_count: Number(row.photo_count),
});
