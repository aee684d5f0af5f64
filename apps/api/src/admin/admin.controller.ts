import type { AdminVerifyResponse, RunDigestsResponse } from '@heirloom/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { AdminOnly, BeforeAdminTwoFactor } from '../common/decorators/admin-only.decorator';
import { AdminGate } from '../common/guards/admin-gate';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { RunDigestsDto } from './admin-digests.dto';
import { AdminDigestsService } from './admin-digests.service';
import { AdminFamiliesService } from './admin-families.service';
import { AdminListQueryDto } from './admin-query.dto';
import { AdminStatsService } from './admin-stats.service';
import { UpdateAdminUserDto } from './admin-user.dto';
import { AdminUsersService } from './admin-users.service';

/** The platform admin panel's calls; every one needs a platform admin (403 for everyone else). */
@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly users: AdminUsersService,
    private readonly families: AdminFamiliesService,
    private readonly digests: AdminDigestsService,
    private readonly admins: AdminGate,
  ) {}

  /** `two_factor_required`: REQUIRE_ADMIN_2FA keeps every other admin route closed until two-factor sign-in is on. */
  @Get('verify')
  @BeforeAdminTwoFactor()
  async verify(@CurrentUser() caller: AuthUser): Promise<AdminVerifyResponse> {
    return { is_admin: true, two_factor_required: await this.admins.twoFactorMissing(caller) };
  }

  @Get('stats')
  getStats() {
    return this.stats.get();
  }

  @Get('users')
  listUsers(@Query() query: AdminListQueryDto) {
    return this.users.list(query.page, query.per_page, query.search);
  }

  @Get('users/:userId')
  async getUser(@Param('userId', IdPipe) userId: number) {
    return { user: await this.users.get(userId) };
  }

  @Put('users/:userId')
  async updateUser(@CurrentUser() caller: AuthUser, @Param('userId', IdPipe) userId: number, @Body() dto: UpdateAdminUserDto) {
    return { user: await this.users.update(caller, userId, dto) };
  }

  @Delete('users/:userId')
  @HttpCode(204)
  async deleteUser(@CurrentUser() caller: AuthUser, @Param('userId', IdPipe) userId: number): Promise<void> {
    await this.users.remove(caller, userId);
  }

  @Get('families')
  listFamilies(@Query() query: AdminListQueryDto) {
    return this.families.list(query.page, query.per_page, query.search);
  }

  @Get('families/:familyId')
  async getFamily(@Param('familyId', IdPipe) familyId: number) {
    return { family: await this.families.get(familyId) };
  }

  @Delete('families/:familyId')
  @HttpCode(204)
  async deleteFamily(@CurrentUser() caller: AuthUser, @Param('familyId', IdPipe) familyId: number): Promise<void> {
    await this.families.remove(caller, familyId);
  }

  /** Queues the digests owed now, or one person's now (issue 16); they are sent by the jobs, each once per period. */
  @Post('digests/run')
  @HttpCode(202)
  runDigests(@Body() dto: RunDigestsDto): Promise<RunDigestsResponse> {
    return this.digests.run(dto);
  }
}
