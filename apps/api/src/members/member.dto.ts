import { FamilyRole } from '@heirloom/database';
import { IsFamilyRole } from '../common/validation/validation';

export class UpdateMemberRoleDto {
  @IsFamilyRole()
  role: FamilyRole;
}
