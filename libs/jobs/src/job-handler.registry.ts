import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { JOB_HANDLER_METADATA, JobHandler } from './job-handler';
import { JOB_QUEUE, JobName, QueueName } from './job-names';

/** Finds every provider marked with @HandlesJob() so runners can dispatch a job by its name. */
@Injectable()
export class JobHandlerRegistry implements OnModuleInit {
  private readonly handlers = new Map<JobName, JobHandler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype) continue;
      const name = this.reflector.get<JobName | undefined>(JOB_HANDLER_METADATA, metatype);
      if (!name) continue;
      if (this.handlers.has(name)) throw new Error(`Two handlers claim the job ${name}`);
      this.handlers.set(name, instance as JobHandler);
    }
  }

  get(name: string): JobHandler {
    const handler = this.handlers.get(name as JobName);
    if (!handler) throw new Error(`No handler is registered for the job ${name}`);
    return handler;
  }

  /** The queues that have at least one handler in this process. */
  queues(): QueueName[] {
    return [...new Set([...this.handlers.keys()].map((name) => JOB_QUEUE[name]))];
  }
}
