import type { PreferencesResponse } from '@heirloom/contracts';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { UpdatePreferencesDto } from './preferences.dto';
import { PreferencesService } from './preferences.service';

/** The caller's own settings (issue 16): the digest, the e-mails they get, their time zone. */
@ApiTags('preferences')
@Controller('me/preferences')
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Get()
  async get(@CurrentUser() user: AuthUser): Promise<{ preferences: PreferencesResponse }> {
    return { preferences: await this.preferences.get(user) };
  }

  @Put()
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdatePreferencesDto): Promise<{ preferences: PreferencesResponse }> {
    return { preferences: await this.preferences.update(user, dto) };
  }
}
