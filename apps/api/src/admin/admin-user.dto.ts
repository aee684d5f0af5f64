import type { UpdateAdminUserRequest } from '@heirloom/contracts';
import { IsBoolean } from 'class-validator';
import { IsRequiredText, OptionalNotNull } from '../common/validation/validation';

export class UpdateAdminUserDto implements UpdateAdminUserRequest {
  @OptionalNotNull()
  @IsRequiredText(100)
  name?: string;

  @OptionalNotNull()
  @IsBoolean({ message: 'is_admin must be true or false' })
  is_admin?: boolean;

  /** true: the admin vouches for the address (as a mailed link would); false: it must be proved again. */
  @OptionalNotNull()
  @IsBoolean({ message: 'email_verified must be true or false' })
  email_verified?: boolean;
}
