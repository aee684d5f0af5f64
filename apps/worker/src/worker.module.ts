import { AppConfig, ConfigModule } from '@heirloom/config';
import { DatabaseModule } from '@heirloom/database';
import { JobsModule } from '@heirloom/jobs';
import { ProcessorsModule } from '@heirloom/processors';
import { StorageModule } from '@heirloom/storage';
import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { QueueWorkersService } from './queue-workers.service';

@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel } }),
        DatabaseModule,
        StorageModule,
        JobsModule.forRoot(),
        ProcessorsModule,
      ],
      providers: [QueueWorkersService],
    };
  }
}
