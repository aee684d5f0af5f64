import { Module } from '@nestjs/common';
import { AccountLinkMailer } from '../account/account-link.mailer';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

@Module({
  controllers: [PasswordResetController],
  providers: [PasswordResetService, AccountLinkMailer],
})
export class PasswordResetModule {}
