import { APP_CONFIG, AppConfig } from '@heirloom/config';
import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions } from './data-source.options';
import { ENTITIES } from './entities';

const repositories = TypeOrmModule.forFeature(ENTITIES);

/** The TypeORM connection and every entity's repository, for the API and the worker. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => buildDataSourceOptions(config),
    }),
    repositories,
  ],
  exports: [repositories],
})
export class DatabaseModule {}
