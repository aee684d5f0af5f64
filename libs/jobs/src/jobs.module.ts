import { APP_CONFIG, AppConfig, isScaled } from '@heirloom/config';
import { DynamicModule, Global, Module, Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullMqJobProducer } from './bullmq.producer';
import { InProcessJobProducer } from './in-process.producer';
import { JobHandlerRegistry } from './job-handler.registry';
import { JobProducer } from './job-producer';
import { JobsHold } from './jobs-hold';

/**
 * Provides the JobProducer for the current mode, the registry of job handlers, and the hold the runners and sweeps
 * ask before starting (`hold`, a provider of the app's: the database's RestoreWatch).
 */
@Global()
@Module({})
export class JobsModule {
  static forRoot(hold: Type<JobsHold>): DynamicModule {
    return {
      module: JobsModule,
      imports: [DiscoveryModule],
      providers: [
        JobHandlerRegistry,
        { provide: JobsHold, useExisting: hold },
        {
          provide: JobProducer,
          inject: [APP_CONFIG, JobHandlerRegistry, JobsHold],
          useFactory: (config: AppConfig, registry: JobHandlerRegistry, jobsHold: JobsHold) =>
            isScaled(config)
              ? new BullMqJobProducer(config.redisUrl!)
              : new InProcessJobProducer(registry, config.workerConcurrency, jobsHold),
        },
      ],
      exports: [JobProducer, JobHandlerRegistry, JobsHold],
    };
  }
}
