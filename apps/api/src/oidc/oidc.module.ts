import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { OidcClientSource } from './oidc-client.source';
import { OidcController } from './oidc.controller';
import { OidcService } from './oidc.service';

/** Single sign-on with an OpenID Connect provider (OIDC_ISSUER_URL), optional. */
@Module({
  imports: [AuthModule],
  controllers: [OidcController],
  providers: [OidcService, OidcClientSource],
})
export class OidcModule {}
