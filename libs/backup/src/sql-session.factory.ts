import { dialectOf } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { openMysqlSnapshot, openMysqlTransaction } from './mysql.session';
import { ReadSnapshot, WriteTransaction } from './sql-session';
import { openSqliteSnapshot, openSqliteTransaction } from './sqlite.session';

export const openReadSnapshot = (dataSource: DataSource): Promise<ReadSnapshot> =>
  dialectOf(dataSource) === 'sqlite' ? openSqliteSnapshot(dataSource) : openMysqlSnapshot(dataSource);

export const openWriteTransaction = (dataSource: DataSource): Promise<WriteTransaction> =>
  dialectOf(dataSource) === 'sqlite' ? openSqliteTransaction(dataSource) : openMysqlTransaction(dataSource);
