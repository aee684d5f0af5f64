import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, IsNull, LessThan, Not, Repository } from 'typeorm';
import { dialectOf } from '../dialect';
import { DEFAULT_PREFERENCES, DigestOutcome, DigestRun } from '../entities';
import { instantParam, visiblePhoto } from '../query/visible-photos';

/** A claim nobody finished within this long is taken over: its job died between the claim and the mail. */
export const DIGEST_CLAIM_STALE_MS = 15 * 60 * 1000;

/** Someone who may be owed a digest: a member of at least one family whose digest is not off. */
export interface DigestRecipient {
  userId: number;
  email: string;
  frequency: 'daily' | 'weekly';
  timeZone: string;
}

/** What is new in one family over a digest's window, besides the reader's own doings. */
export interface FamilyNews {
  familyId: number;
  familyName: string;
  photos: number;
  stories: number;
  comments: number;
}

interface RecipientRow {
  id: number | string;
  email: string;
  digest: 'daily' | 'weekly';
  time_zone: string;
}

/** The digest's reads and its claims: who is owed one, what it says, and the one row per person and period. */
@Injectable()
export class DigestsRepository {
  constructor(
    @InjectRepository(DigestRun) private readonly runs: Repository<DigestRun>,
    private readonly dataSource: DataSource,
  ) {}

  /** A page of recipients along the users' primary key (users without preferences have the defaults). */
  async getRecipients(afterId: number, limit: number, userId?: number): Promise<DigestRecipient[]> {
    const rows: RecipientRow[] = await this.dataSource.query(
      `SELECT u.id, u.email, COALESCE(p.digest, ?) AS digest, COALESCE(p.time_zone, ?) AS time_zone
       FROM users u LEFT JOIN user_preferences p ON p.user_id = u.id
       WHERE u.id > ? ${userId === undefined ? '' : 'AND u.id = ?'} AND COALESCE(p.digest, ?) <> 'off'
         AND EXISTS (SELECT 1 FROM family_members m WHERE m.user_id = u.id)
       ORDER BY u.id LIMIT ?`,
      [DEFAULT_PREFERENCES.digest, DEFAULT_PREFERENCES.timeZone, afterId, ...(userId === undefined ? [] : [userId]), DEFAULT_PREFERENCES.digest, limit],
    );
    return rows.map((row) => ({ userId: Number(row.id), email: row.email, frequency: row.digest, timeZone: row.time_zone }));
  }

  /** Which of these (user, period) pairs are claimed already, as 'userId period' keys. */
  async getClaimed(pairs: Array<{ userId: number; period: string }>): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const userIds = [...new Set(pairs.map((pair) => pair.userId))];
    const periods = [...new Set(pairs.map((pair) => pair.period))];
    const rows: Array<{ user_id: number | string; period: string }> = await this.dataSource.query(
      `SELECT user_id, period FROM digest_runs WHERE user_id IN (${userIds.map(() => '?').join(', ')}) AND period IN (${periods.map(() => '?').join(', ')})`,
      [...userIds, ...periods],
    );
    return new Set(rows.map((row) => `${Number(row.user_id)} ${row.period}`));
  }

  /**
   * Takes the person's digest of the period for the caller; answers the claim's token, or null when another job has
   * it (or had it: a finished one). The unique key decides between jobs racing on several workers; a claim left
   * unfinished past DIGEST_CLAIM_STALE_MS is taken over (its job died before it could finish or release it).
   */
  async claim(userId: number, period: string, now = new Date()): Promise<string | null> {
    const token = randomBytes(12).toString('hex');
    await this.runs.createQueryBuilder().insert().values({ userId, period, claimedAt: now, claim: token, outcome: null }).orIgnore().updateEntity(false).execute();
    await this.runs.update({ userId, period, outcome: IsNull(), claimedAt: LessThan(new Date(now.getTime() - DIGEST_CLAIM_STALE_MS)) }, { claim: token, claimedAt: now });
    const run = await this.runs.findOneBy({ userId, period });
    return run && run.outcome === null && run.claim === token ? token : null;
  }

  /** Marks the claimed digest done: mailed, or found empty. */
  async finish(userId: number, period: string, token: string, outcome: DigestOutcome): Promise<void> {
    await this.runs.update({ userId, period, claim: token }, { outcome });
  }

  /** Gives a claim back (its mail failed): the job's retry, or a later tick, claims it again. */
  async release(userId: number, period: string, token: string): Promise<void> {
    await this.runs.delete({ userId, period, claim: token, outcome: IsNull() });
  }

  /** When the person's last finished digest was claimed: what is new is counted from there. */
  async getLastDigestAt(userId: number): Promise<Date | null> {
    const last = await this.runs.findOne({ where: { userId, outcome: Not(IsNull()) }, order: { claimedAt: 'DESC' } });
    return last?.claimedAt ?? null;
  }

  /**
   * Photos, stories and comments others added to these families in (since, until], from the activity feed (its
   * (family_id, created_at) index): only photos still visible, and what is written on them.
   */
  async getNews(familyIds: number[], readerId: number, since: Date, until: Date): Promise<FamilyNews[]> {
    if (familyIds.length === 0) return [];
    const dialect = dialectOf(this.dataSource);
    const rows: Array<{ family_id: number | string; family_name: string; type: string; count: number | string }> = await this.dataSource.query(
      `SELECT a.family_id, f.name AS family_name, a.type, COUNT(*) AS count
       FROM activity a
       INNER JOIN families f ON f.id = a.family_id
       LEFT JOIN activity_photos ap ON a.type = 'photos_added' AND ap.activity_id = a.id
       LEFT JOIN photos p ON p.id = COALESCE(ap.photo_id, a.photo_id)
       WHERE a.family_id IN (${familyIds.map(() => '?').join(', ')}) AND a.created_at > ? AND a.created_at <= ? AND a.actor_id <> ?
         AND a.type IN ('photos_added', 'story_added', 'comment_added') AND ${visiblePhoto('p')}
       GROUP BY a.family_id, f.name, a.type`,
      [...familyIds, instantParam(dialect, since), instantParam(dialect, until), readerId],
    );
    const byFamily = new Map<number, FamilyNews>();
    for (const row of rows) {
      const familyId = Number(row.family_id);
      const news = byFamily.get(familyId) ?? { familyId, familyName: row.family_name, photos: 0, stories: 0, comments: 0 };
      const count = Number(row.count);
      if (row.type === 'photos_added') news.photos += count;
      else if (row.type === 'story_added') news.stories += count;
      else news.comments += count;
      byFamily.set(familyId, news);
    }
    return [...byFamily.values()].sort((a, b) => a.familyName.localeCompare(b.familyName) || a.familyId - b.familyId);
  }
}
