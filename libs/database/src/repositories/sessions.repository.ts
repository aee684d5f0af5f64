import { Injectable } from '@nestjs/common';
import type { Store } from 'express-session';
import { DataSource } from 'typeorm';
import { SessionTableStore, SessionTableStoreOptions } from './session-table.store';

/**
 * The sessions table (embedded mode's session store; scaled mode keeps sessions in Redis). Its reads and writes are
 * express-session's, through connect-typeorm, which takes a TypeORM repository of the table: so the store is built
 * here, where TypeORM may be, and the API gets it as a plain express-session Store.
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  openStore(options: SessionTableStoreOptions): Store {
    return new SessionTableStore(this.dataSource, options);
  }
}
