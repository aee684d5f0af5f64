import { Module } from '@nestjs/common';
import { UserRemovalService } from '../admin/user-removal.service';
import { AuthModule } from '../auth/auth.module';
import { DevicesModule } from '../devices/devices.module';
import { FamiliesModule } from '../families/families.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { AccountLinkMailer } from './account-link.mailer';
import { AccountController, EmailChangeController } from './account.controller';
import { AccountService } from './account.service';

/** One's own account: profile, password, address, deletion (and its signed-in devices). */
@Module({
  imports: [AuthModule, FamiliesModule, DevicesModule, TwoFactorModule],
  controllers: [AccountController, EmailChangeController],
  providers: [AccountService, AccountLinkMailer, UserRemovalService],
})
export class AccountModule {}
