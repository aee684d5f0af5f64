import { IsOptional } from 'class-validator';
import { IsOptionalText, IsRequiredText } from '../common/validation/validation';

export class CreateFamilyDto {
  @IsRequiredText(100)
  name: string;

  @IsOptional()
  @IsOptionalText(1000)
  description?: string;
}

export class UpdateFamilyDto {
  @IsOptional()
  @IsRequiredText(100)
  name?: string;

  @IsOptional()
  @IsOptionalText(1000)
  description?: string;
}
