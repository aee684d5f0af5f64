import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { CreateFamilyDto, UpdateFamilyDto } from './family.dto';
import { FamiliesService } from './families.service';

@ApiTags('families')
@Controller('families')
export class FamiliesController {
  constructor(private readonly families: FamiliesService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser) {
    return { families: await this.families.list(user) };
  }

  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateFamilyDto) {
    return { family: await this.families.create(user, dto) };
  }

  @Get(':familyId')
  async get(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number) {
    return { family: await this.families.get(user, familyId) };
  }

  @Put(':familyId')
  async update(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Body() dto: UpdateFamilyDto) {
    return { family: await this.families.update(user, familyId, dto) };
  }

  @Delete(':familyId')
  @HttpCode(204)
  async delete(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number): Promise<void> {
    await this.families.delete(user, familyId);
  }
}
