import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdPipe } from '../common/validation/id.pipe';
import { sendImage } from '../photos/versioned-image';
import { CreatePersonDto, CreateTagDto, PeopleQueryDto, PersonFaceQueryDto, PersonPhotosQueryDto, UpdatePersonDto, UpdateTagDto } from './people.dto';
import { PeopleService } from './people.service';

/** People of a family, their photos and faces, and who is tagged in a photo (issue 14). */
@ApiTags('people')
@Controller()
export class PeopleController {
  constructor(private readonly people: PeopleService) {}

  /** q: only people whose name (or a word of it) starts with it. Sorted by name, 100 a page unless asked otherwise. */
  @Get('families/:familyId/people')
  list(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Query() query: PeopleQueryDto) {
    return this.people.list(user, familyId, query);
  }

  @Post('families/:familyId/people')
  async create(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number, @Body() dto: CreatePersonDto) {
    return { person: await this.people.create(user, familyId, dto) };
  }

  @Get('people/:personId')
  async get(@CurrentUser() user: AuthUser, @Param('personId', IdPipe) personId: number) {
    return { person: await this.people.get(user, personId) };
  }

  @Put('people/:personId')
  async update(@CurrentUser() user: AuthUser, @Param('personId', IdPipe) personId: number, @Body() dto: UpdatePersonDto) {
    return { person: await this.people.update(user, personId, dto) };
  }

  @Delete('people/:personId')
  async delete(@CurrentUser() user: AuthUser, @Param('personId', IdPipe) personId: number) {
    return { person: await this.people.delete(user, personId) };
  }

  /** page, per_page (20), order (asc: oldest first, by default). */
  @Get('people/:personId/photos')
  photos(@CurrentUser() user: AuthUser, @Param('personId', IdPipe) personId: number, @Query() query: PersonPhotosQueryDto) {
    return this.people.photos(user, personId, query);
  }

  /** A square WebP of their face, cut from a photo they are tagged in. */
  @Get('people/:personId/thumbnail')
  async thumbnail(@CurrentUser() user: AuthUser, @Param('personId', IdPipe) personId: number, @Query() query: PersonFaceQueryDto, @Req() request: Request, @Res() response: Response) {
    await sendImage(request, response, await this.people.thumbnail(user, personId), query.v);
  }

  @Post('photos/:photoId/people')
  async tag(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Body() dto: CreateTagDto) {
    return { tag: await this.people.tag(user, photoId, dto) };
  }

  @Put('photos/:photoId/people/:personId')
  async updateTag(
    @CurrentUser() user: AuthUser,
    @Param('photoId', IdPipe) photoId: number,
    @Param('personId', IdPipe) personId: number,
    @Body() dto: UpdateTagDto,
  ) {
    return { tag: await this.people.updateTag(user, photoId, personId, dto) };
  }

  @Delete('photos/:photoId/people/:personId')
  @HttpCode(200)
  async untag(@CurrentUser() user: AuthUser, @Param('photoId', IdPipe) photoId: number, @Param('personId', IdPipe) personId: number) {
    return { tag: await this.people.untag(user, photoId, personId) };
  }
}
