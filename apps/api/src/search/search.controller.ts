import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { SearchQueryDto, SuggestionsQueryDto } from './search.dto';
import { SearchService } from './search.service';
import { SuggestionsService } from './suggestions.service';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(
    private readonly search: SearchService,
    private readonly suggestions: SuggestionsService,
  ) {}

  /** q (at least 2 characters); limit and offset apply to each kind of result. */
  @Get()
  find(@CurrentUser() user: AuthUser, @Query() query: SearchQueryDto) {
    return this.search.search(user, query);
  }

  @Get('suggestions')
  async suggest(@CurrentUser() user: AuthUser, @Query() query: SuggestionsQueryDto) {
    return { suggestions: await this.suggestions.suggest(user, query.q) };
  }
}
