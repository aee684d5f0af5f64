import { APP_CONFIG, AppConfig } from '@heirloom/config';
import { TotpSecretCipher } from '@heirloom/database';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SecondStepController, TwoFactorController } from './two-factor.controller';
import { TwoFactorClock } from './two-factor.clock';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [AuthModule],
  controllers: [TwoFactorController, SecondStepController],
  providers: [
    TwoFactorService,
    TwoFactorClock,
    { provide: TotpSecretCipher, useFactory: (config: AppConfig) => new TotpSecretCipher(config.sessionSecret), inject: [APP_CONFIG] },
  ],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}
