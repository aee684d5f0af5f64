import { Global, Module } from '@nestjs/common';
import { AdminGate } from '../common/guards/admin-gate';
import { AccessService } from './access.service';

/** The access service and the admin gate for every feature module; their repositories come from DatabaseModule. */
@Global()
@Module({ providers: [AccessService, AdminGate], exports: [AccessService, AdminGate] })
export class AccessModule {}
