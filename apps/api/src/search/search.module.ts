import { dialectOf } from '@heirloom/database';
import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MysqlSearchIndex } from './mysql-search.index';
import { SearchCache } from './search-cache';
import { SearchController } from './search.controller';
import { SearchIndex } from './search.index';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';
import { SqliteSearchIndex } from './sqlite-search.index';
import { SuggestionsService } from './suggestions.service';

@Module({
  controllers: [SearchController],
  providers: [
    {
      provide: SearchIndex,
      inject: [DataSource],
      useFactory: (dataSource: DataSource): SearchIndex =>
        dialectOf(dataSource) === 'mysql' ? new MysqlSearchIndex(dataSource) : new SqliteSearchIndex(dataSource),
    },
    SearchCache,
    SearchRepository,
    SearchService,
    SuggestionsService,
  ],
})
export class SearchModule {}
