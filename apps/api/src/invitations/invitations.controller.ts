import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { TokenPipe } from '../common/validation/token.pipe';
import { CreateInvitationDto } from './invitation.dto';
import { InvitationsService } from './invitations.service';
import { Throttled } from '../throttle/throttled.decorator';

@ApiTags('invitations')
@Controller()
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get('invitations/pending')
  async pending(@CurrentUser() user: AuthUser) {
    return { invitations: await this.invitations.listPending(user) };
  }

  @Get('families/:familyId/invitations')
  async listForFamily(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number) {
    return this.invitations.listForFamily(user, familyId);
  }

  @Post('families/:familyId/invitations')
  async create(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Body() dto: CreateInvitationDto) {
    return this.invitations.create(user, familyId, dto.email, dto.role ?? 'member');
  }

  /** Mails an open invitation again, with the same link, for 7 more days. */
  @Post('invitations/:invitationId/resend')
  @HttpCode(200)
  async resend(@CurrentUser() user: AuthUser, @Param('invitationId', IdPipe) invitationId: number) {
    return this.invitations.resend(user, invitationId);
  }

  /** Adding a member by e-mail goes through an invitation: nobody joins a family without saying yes. */
  @Post('families/:familyId/members')
  async addMember(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Body() dto: CreateInvitationDto) {
    return this.create(user, familyId, dto);
  }

  /**
   * What the token's link invites to (the page it opens shows it before Accept); the same refusals as accepting, and
   * the same throttle, so that looking tokens up here is no way around it.
   */
  @Get('invitations/accept/:token')
  @Throttled('invitation.accept')
  async getByToken(@CurrentUser() user: AuthUser, @Param('token', TokenPipe) token: string) {
    return { invitation: await this.invitations.getByToken(user, token) };
  }

  @Post('invitations/accept/:token')
  @Throttled('invitation.accept')
  @HttpCode(200)
  async accept(@CurrentUser() user: AuthUser, @Param('token', TokenPipe) token: string) {
    return { family_id: await this.invitations.accept(user, token) };
  }

  @Delete('invitations/:invitationId')
  @HttpCode(204)
  async delete(@CurrentUser() user: AuthUser, @Param('invitationId', IdPipe) invitationId: number): Promise<void> {
    await this.invitations.delete(user, invitationId);
  }
}
