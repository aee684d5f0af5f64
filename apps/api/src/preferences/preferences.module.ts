import { Module } from '@nestjs/common';
import { PreferencesController } from './preferences.controller';
import { PreferencesService } from './preferences.service';
import { UnsubscribeController } from './unsubscribe.controller';

@Module({
  controllers: [PreferencesController, UnsubscribeController],
  providers: [PreferencesService],
})
export class PreferencesModule {}
