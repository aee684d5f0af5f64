import { Ttl, TypeormStore } from 'connect-typeorm';
import type { SessionData } from 'express-session';
import { DataSource } from 'typeorm';
import { Session } from '../entities';

/** A live session's stored JSON: not expired, not destroyed (connect-typeorm soft-deletes). */
export interface SessionTableStoreOptions {
  cleanupLimit: number;
  ttl: Ttl;
}

const GET_SESSION = 'SELECT json FROM sessions WHERE id = ? AND expired_at > ? AND destroyed_at IS NULL';

/**
 * connect-typeorm on the `sessions` table, with `get` (run on every request) as one plain statement through the
 * DataSource's driver instead of a QueryBuilder and an entity: the same row, the same expiry rule. Writes, touch
 * and clean-up stay connect-typeorm's.
 */
export class SessionTableStore extends TypeormStore {
  constructor(
    private readonly dataSource: DataSource,
    options: SessionTableStoreOptions,
  ) {
    super(options);
    this.connect(dataSource.getRepository(Session));
  }

  override get = (sid: string, callback: (error?: unknown, session?: SessionData | null) => void): void => {
    this.dataSource.query(GET_SESSION, [sid, Date.now()]).then(
      (rows: Array<{ json: string }>) => {
        let session: SessionData | undefined;
        try {
          session = rows.length > 0 ? (JSON.parse(rows[0].json) as SessionData) : undefined;
        } catch (error) {
          return callback(error);
        }
        callback(undefined, session);
      },
      (error: unknown) => callback(error),
    );
  };
}
