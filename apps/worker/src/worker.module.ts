import { AppConfig, ConfigModule } from '@heirloom/config';
import { DatabaseModule, RestoreWatch } from '@heirloom/database';
import { JobsModule } from '@heirloom/jobs';
import { DigestPlanModule, ProcessorsModule } from '@heirloom/processors';
import { StorageModule } from '@heirloom/storage';
import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { pino } from 'pino';
import { DigestSchedule } from './digest-schedule.service';
import { QueueWorkersService } from './queue-workers.service';

@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        // Written synchronously: Nest ends a stopped process by raising the signal again, which skips the 'exit'
        // handlers that flush pino's default asynchronous stream, and the last lines ("All running jobs finished").
        LoggerModule.forRoot({ pinoHttp: [{ level: config.logLevel }, pino.destination({ dest: 1, sync: true })] }),
        DatabaseModule,
        StorageModule,
        JobsModule.forRoot(RestoreWatch),
        ProcessorsModule,
        DigestPlanModule,
      ],
      providers: [QueueWorkersService, DigestSchedule],
    };
  }
}
