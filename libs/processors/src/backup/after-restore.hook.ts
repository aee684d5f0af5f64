import { Injectable, SetMetadata } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';

const AFTER_RESTORE = 'heirloom:after-restore';

/** Work that must follow a restore once the data is committed, such as rebuilding the search index. */
export interface AfterRestoreHook {
  afterRestore(): Promise<void>;
}

/** Marks a provider whose afterRestore() runs after every restore, wherever the restore job runs. */
export const RunsAfterRestore = (): ClassDecorator => SetMetadata(AFTER_RESTORE, true);

/** Finds the providers marked with @RunsAfterRestore() in this process. */
@Injectable()
export class AfterRestoreHooks {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  async runAll(): Promise<void> {
    for (const { instance, metatype } of this.discovery.getProviders()) {
      if (instance && metatype && this.reflector.get<boolean>(AFTER_RESTORE, metatype)) await (instance as AfterRestoreHook).afterRestore();
    }
  }
}
