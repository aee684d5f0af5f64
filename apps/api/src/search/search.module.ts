import { isMysqlFamily } from '@heirloom/database';
import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FamiliesModule } from '../families/families.module';
import { MysqlSearchIndex } from './mysql-search.index';
import { SearchController } from './search.controller';
import { SearchIndex } from './search.index';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';
import { SqliteSearchIndex } from './sqlite-search.index';
import { SuggestionsService } from './suggestions.service';

@Module({
  imports: [FamiliesModule],
  controllers: [SearchController],
  providers: [
    {
      provide: SearchIndex,
      inject: [DataSource],
      useFactory: (dataSource: DataSource): SearchIndex =>
        isMysqlFamily(dataSource.options.type) ? new MysqlSearchIndex(dataSource) : new SqliteSearchIndex(dataSource),
    },
    SearchRepository,
    SearchService,
    SuggestionsService,
  ],
})
export class SearchModule {}
