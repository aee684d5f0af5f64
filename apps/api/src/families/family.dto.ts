import type { CreateFamilyRequest, UpdateFamilyRequest } from '@heirloom/contracts';
import { IsOptional } from 'class-validator';
import { IsOptionalText, IsRequiredText, OptionalNotNull } from '../common/validation/validation';

export class CreateFamilyDto implements CreateFamilyRequest {
  @IsRequiredText(100)
  name: string;

  @IsOptional()
  @IsOptionalText(1000)
  description?: string;
}

export class UpdateFamilyDto implements UpdateFamilyRequest {
  @OptionalNotNull()
  @IsRequiredText(100)
  name?: string;

  @OptionalNotNull()
  @IsOptionalText(1000)
  description?: string;
}
