import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { OidcController } from './oidc.controller';
import { OidcService } from './oidc.service';

/** Single sign-on with an OpenID Connect provider (OIDC_ISSUER_URL), optional. */
@Module({
  imports: [AuthModule],
  controllers: [OidcController],
  // OidcClientSource comes from AuthModule, whose sign-out ends the provider's session too.
  providers: [OidcService],
})
export class OidcModule {}
