import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * The connection itself, for the one piece of work no repository method can be: libs/backup writes every table into
 * an archive from one read snapshot, and restores an archive into every table in one transaction, driven by the
 * schema it reads (the table catalog, foreign keys, the dialect), not by the entities. libs/backup takes a
 * DataSource for that, and the backup jobs hand it this one; nothing else should take it.
 */
@Injectable()
export class WholeDatabase {
  constructor(readonly connection: DataSource) {}
}
