import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { UpdateMemberRoleDto } from './member.dto';
import { MembersService } from './members.service';

/** Members under their family: /families/{id}/members[/{memberId}]. */
@ApiTags('members')
@Controller('families/:familyId/members')
export class FamilyMembersController {
  constructor(private readonly members: MembersService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number) {
    return { members: await this.members.list(user, familyId) };
  }

  @Put(':memberId')
  async updateRole(
    @CurrentUser() user: AuthUser,
    @Param('familyId', IdPipe) familyId: number,
    @Param('memberId', IdPipe) memberId: number,
    @Body() dto: UpdateMemberRoleDto,
  ) {
    return { member: await this.members.updateRole(user, memberId, dto.role, familyId) };
  }

  @Delete(':memberId')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Param('memberId', IdPipe) memberId: number) {
    await this.members.remove(user, memberId, familyId);
  }
}

/** The same member calls by member id alone, as the screens use them: /members/{id}. */
@ApiTags('members')
@Controller('members')
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Put(':memberId/role')
  async updateRole(@CurrentUser() user: AuthUser, @Param('memberId', IdPipe) memberId: number, @Body() dto: UpdateMemberRoleDto) {
    return { member: await this.members.updateRole(user, memberId, dto.role) };
  }

  @Delete(':memberId')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('memberId', IdPipe) memberId: number) {
    await this.members.remove(user, memberId);
  }
}
