import { APP_CONFIG, AppConfig, isScaled } from '@heirloom/config';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullMqJobProducer } from './bullmq.producer';
import { InProcessJobProducer } from './in-process.producer';
import { JobHandlerRegistry } from './job-handler.registry';
import { JobProducer } from './job-producer';

/** Provides the JobProducer for the current mode and the registry of job handlers. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(): DynamicModule {
    return {
      module: JobsModule,
      imports: [DiscoveryModule],
      providers: [
        JobHandlerRegistry,
        {
          provide: JobProducer,
          inject: [APP_CONFIG, JobHandlerRegistry],
          useFactory: (config: AppConfig, registry: JobHandlerRegistry) =>
            isScaled(config)
              ? new BullMqJobProducer(config.redisUrl!)
              : new InProcessJobProducer(registry, config.workerConcurrency),
        },
      ],
      exports: [JobProducer, JobHandlerRegistry],
    };
  }
}
