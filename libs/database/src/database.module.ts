import { APP_CONFIG, AppConfig } from '@heirloom/config';
import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions } from './data-source.options';
import { ENTITIES } from './entities';
import { DatabaseMigrations } from './migration-runner';
import { REPOSITORIES } from './repositories';
import { RestoreWatch } from './restore-watch';
import { searchIndexProvider } from './search';

const entityRepositories = TypeOrmModule.forFeature(ENTITIES);
const providers = [...REPOSITORIES, searchIndexProvider, DatabaseMigrations, RestoreWatch];

/**
 * The TypeORM connection and the repositories, for the API and the worker: services take these repositories, never
 * the connection or TypeORM's own repositories, which stay inside this module (eslint.config.mjs holds the rest).
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => buildDataSourceOptions(config),
    }),
    entityRepositories,
  ],
  providers,
  exports: providers,
})
export class DatabaseModule {}
