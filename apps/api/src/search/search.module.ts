import { Module } from '@nestjs/common';
import { SearchCache } from './search-cache';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';
import { SuggestionsService } from './suggestions.service';

/** Search and type-ahead; the index of the database in use and the search repository come from DatabaseModule. */
@Module({
  controllers: [SearchController],
  providers: [SearchCache, SearchService, SuggestionsService],
})
export class SearchModule {}
