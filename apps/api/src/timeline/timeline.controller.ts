import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { FamilyFilterQueryDto, OnThisDayQueryDto, TimelineQueryDto } from './timeline.dto';
import { TimelineService } from './timeline.service';

@ApiTags('timeline')
@Controller('timeline')
export class TimelineController {
  constructor(private readonly timeline: TimelineService) {}

  /** family_ids (comma-separated, default all of yours), page, per_page (default 20, at most 100), order (desc default). */
  @Get()
  page(@CurrentUser() user: AuthUser, @Query() query: TimelineQueryDto) {
    return this.timeline.page(user, query);
  }

  @Get('decades')
  async decades(@CurrentUser() user: AuthUser, @Query() query: FamilyFilterQueryDto) {
    return { decades: await this.timeline.decades(user, query.family_ids) };
  }

  /** date: your local day 'YYYY-MM-DD' (default: today on the server). */
  @Get('on-this-day')
  onThisDay(@CurrentUser() user: AuthUser, @Query() query: OnThisDayQueryDto) {
    return this.timeline.onThisDay(user, query);
  }
}
