import type { CreateInvitationRequest } from '@heirloom/contracts';
import { FamilyRole } from '@heirloom/database';
import { IsOptional } from 'class-validator';
import { IsEmailAddress, IsFamilyRole } from '../common/validation/validation';

export class CreateInvitationDto implements CreateInvitationRequest {
  @IsEmailAddress()
  email: string;

  @IsOptional()
  @IsFamilyRole()
  role?: FamilyRole = 'member';
}
