import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { InvitationsModule } from '../invitations/invitations.module';
import { UsersModule } from '../users/users.module';
import { AccountTokensRepository } from './account-tokens.repository';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { LocalStrategy } from './local.strategy';
import { LoginThrottleService } from './login-throttle.service';
import { RegistrationPolicy } from './registration-policy';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [PassportModule.register({ session: true }), UsersModule, InvitationsModule],
  controllers: [AuthController, EmailVerificationController],
  providers: [AuthService, LocalStrategy, SessionSerializer, LoginThrottleService, RegistrationPolicy, AccountTokensRepository, EmailVerificationService],
  exports: [AuthService],
})
export class AuthModule {}
