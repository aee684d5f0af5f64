import { Module } from '@nestjs/common';
import { SecondStepController, TwoFactorController } from './two-factor.controller';
import { TwoFactorClock } from './two-factor.clock';
import { TwoFactorService } from './two-factor.service';

@Module({
  controllers: [TwoFactorController, SecondStepController],
  providers: [TwoFactorService, TwoFactorClock],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}
