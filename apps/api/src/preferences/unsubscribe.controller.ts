import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { PreferencesService } from './preferences.service';

/**
 * The one-click unsubscribe of the activity e-mails (RFC 8058: List-Unsubscribe-Post): the signed token alone turns
 * that kind of e-mail off, without a session. It says nothing about the person.
 */
@ApiTags('preferences')
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(private readonly preferences: PreferencesService) {}

  @Public()
  @Post(':token')
  @HttpCode(200)
  async unsubscribe(@Param('token') token: string): Promise<{ unsubscribed: string }> {
    return { unsubscribed: await this.preferences.unsubscribe(token) };
  }
}
