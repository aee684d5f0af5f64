import { IsBoolean, IsOptional } from 'class-validator';
import { IsRequiredText } from '../common/validation/validation';

export class UpdateAdminUserDto {
  @IsOptional()
  @IsRequiredText(100)
  name?: string;

  @IsOptional()
  @IsBoolean({ message: 'is_admin must be true or false' })
  is_admin?: boolean;
}
