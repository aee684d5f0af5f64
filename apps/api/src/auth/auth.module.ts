import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { OidcClientSource } from '../oidc/oidc-client.source';
import { AccountCreation } from './account-creation';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { IdentityConfirmation } from './identity-confirmation';
import { KnownDevices } from './known-devices';
import { LocalStrategy } from './local.strategy';
import { RegistrationPolicy } from './registration-policy';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AuthController, EmailVerificationController],
  providers: [AuthService, AccountCreation, LocalStrategy, SessionSerializer, KnownDevices, RegistrationPolicy, EmailVerificationService, OidcClientSource, IdentityConfirmation],
  exports: [AuthService, AccountCreation, KnownDevices, OidcClientSource, IdentityConfirmation],
})
export class AuthModule {}
