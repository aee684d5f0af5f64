import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module';
import { DevicesController } from './devices.controller';
import { DevicesService } from './devices.service';

/** The device list: one's signed-in sessions, kept up to date by DeviceSightingMiddleware (applied in AppModule). */
@Module({
  imports: [SessionModule],
  controllers: [DevicesController],
  providers: [DevicesService],
  exports: [DevicesService],
})
export class DevicesModule {}
