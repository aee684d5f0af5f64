import type { DeviceSessionsResponse } from '@heirloom/contracts';
import { Controller, Delete, Get, HttpCode, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { isRemembered, signInAgain } from '../account/sign-in-again';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { SESSION_COOKIE } from '../session/session.options';
import { DevicesService } from './devices.service';

/** One's signed-in browsers (issue 17): always the caller's own, so no access rule names them. */
@ApiTags('account')
@Controller('me/sessions')
export class DevicesController {
  constructor(private readonly devices: DevicesService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser, @Req() request: Request): Promise<DeviceSessionsResponse> {
    return { sessions: await this.devices.list(user, request.sessionID) };
  }

  /** Ends one session; ending this browser's own signs it out. */
  @Delete(':sessionId')
  @HttpCode(200)
  async end(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', IdPipe) id: number,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    if (await this.devices.end(user, id, request.sessionID)) response.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /**
   * Ends every session but this one: the listed ones are destroyed, and the account gets a new session key, which
   * ends any other (one that made no request since the list began); this browser signs in again under it.
   */
  @Delete()
  @HttpCode(200)
  async endOthers(@CurrentUser() user: AuthUser, @Req() request: Request): Promise<void> {
    const before = request.sessionID;
    const remember = isRemembered(request);
    const sessionKey = await this.devices.endOthers(user, before);
    await signInAgain(request, { ...user, sessionKey }, remember);
    await this.devices.continued(before, request.sessionID);
  }
}
