import { Global, Module } from '@nestjs/common';
import { AdminAuditController, FamilyAuditController } from './audit.controller';
import { AuditService } from './audit.service';

/** The audit trail: global, as the services of every area record into it. */
@Global()
@Module({
  controllers: [AdminAuditController, FamilyAuditController],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
