import type { ActivityPageResponse } from '@heirloom/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { ActivityQueryDto } from './activity.dto';
import { ActivityService } from './activity.service';

/** What happened lately (issue 16): in one family, or across all of the caller's. */
@ApiTags('activity')
@Controller()
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get('families/:familyId/activity')
  ofFamily(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Query() query: ActivityQueryDto): Promise<ActivityPageResponse> {
    return this.activity.ofFamily(user, familyId, query);
  }

  @Get('activity')
  ofAllFamilies(@CurrentUser() user: AuthUser, @Query() query: ActivityQueryDto): Promise<ActivityPageResponse> {
    return this.activity.ofAllFamilies(user, query);
  }
}
