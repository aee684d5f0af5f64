import { Global, Module } from '@nestjs/common';
import { AccessService } from './access.service';

/** The access service for every feature module; its repository comes from DatabaseModule. */
@Global()
@Module({ providers: [AccessService], exports: [AccessService] })
export class AccessModule {}
