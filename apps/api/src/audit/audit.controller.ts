import type { AuditPageResponse } from '@heirloom/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { AdminOnly } from '../common/decorators/admin-only.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { AuditQueryDto } from './audit.dto';
import { AuditService } from './audit.service';

/** Every event of the installation, for platform admins. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/audit')
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  list(@Query() query: AuditQueryDto): Promise<AuditPageResponse> {
    return this.audit.listAll(query);
  }
}

/** A family's events, for its admins. */
@ApiTags('families')
@Controller('families/:familyId/audit')
export class FamilyAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  list(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Query() query: AuditQueryDto): Promise<AuditPageResponse> {
    return this.audit.listFamily(user, familyId, query);
  }
}
