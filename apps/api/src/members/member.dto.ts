import type { UpdateMemberRoleRequest } from '@heirloom/contracts';
import { FamilyRole } from '@heirloom/database';
import { IsFamilyRole } from '../common/validation/validation';

export class UpdateMemberRoleDto implements UpdateMemberRoleRequest {
  @IsFamilyRole()
  role: FamilyRole;
}
