import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PhotoReaction, REACTION_KINDS, ReactionKindName } from '../entities';

/** One kind on one photo: how many, and whether the viewer is among them. */
export interface ReactionCount {
  kind: ReactionKindName;
  count: number;
  mine: boolean;
}

export interface ReactionWithPeople extends ReactionCount {
  people: Array<{ id: number; name: string }>;
}

interface CountRow {
  photo_id: number | string;
  kind: ReactionKindName;
  count: number | string;
  mine: number | string | null;
}

/**
 * Each kind's count on each photo, and whether the viewer (the first value) is among them. Plain SQL: every photo
 * list runs it for its page, and a query builder spent more on rebuilding it than the database on running it.
 */
const countsSql = (photoIds: number[]): string =>
  `SELECT photo_id, kind, COUNT(*) AS count, MAX(CASE WHEN user_id = ? THEN 1 ELSE 0 END) AS mine
   FROM photo_reactions WHERE photo_id IN (${photoIds.map(() => '?').join(', ')}) GROUP BY photo_id, kind`;

const byKindOrder = (a: { kind: ReactionKindName }, b: { kind: ReactionKindName }): number => REACTION_KINDS.indexOf(a.kind) - REACTION_KINDS.indexOf(b.kind);

/** Reactions on photos: one row per member and kind. */
@Injectable()
export class ReactionsRepository {
  constructor(@InjectRepository(PhotoReaction) private readonly reactions: Repository<PhotoReaction>) {}

  /**
   * Adds the reaction unless it is there (a repeated PUT changes nothing); answers whether it was new. Two PUTs at
   * once both insert with IGNORE, so the key keeps one row and neither fails.
   */
  async add(photoId: number, userId: number, kind: ReactionKindName): Promise<boolean> {
    if (await this.reactions.existsBy({ photoId, userId, kind })) return false;
    await this.reactions.createQueryBuilder().insert().values({ photoId, userId, kind }).orIgnore().execute();
    return true;
  }

  async remove(photoId: number, userId: number, kind: ReactionKindName): Promise<void> {
    await this.reactions.delete({ photoId, userId, kind });
  }

  /**
   * The reactions of many photos in one statement (a page of a list never asks once per photo): kinds with a count
   * only, in REACTION_KINDS order; photos without any are absent from the map.
   */
  async countsOf(photoIds: number[], viewerId: number): Promise<Map<number, ReactionCount[]>> {
    const counts = new Map<number, ReactionCount[]>();
    if (photoIds.length === 0) return counts;
    const rows: CountRow[] = await this.reactions.query(countsSql(photoIds), [viewerId, ...photoIds]);
    for (const row of rows) {
      const photoId = Number(row.photo_id);
      const list = counts.get(photoId) ?? [];
      list.push({ kind: row.kind, count: Number(row.count), mine: Number(row.mine) === 1 });
      counts.set(photoId, list);
    }
    for (const list of counts.values()) list.sort(byKindOrder);
    return counts;
  }

  async countsOfPhoto(photoId: number, viewerId: number): Promise<ReactionCount[]> {
    return (await this.countsOf([photoId], viewerId)).get(photoId) ?? [];
  }

  /** A photo's reactions with who left each, oldest first (a photo has at most five per member). */
  async withPeople(photoId: number, viewerId: number): Promise<ReactionWithPeople[]> {
    const rows = await this.reactions
      .createQueryBuilder('r')
      .innerJoin('r.user', 'u')
      .select(['r.kind', 'r.userId', 'r.createdAt', 'u.id', 'u.name'])
      .where('r.photoId = :photoId', { photoId })
      .orderBy('r.createdAt', 'ASC')
      .addOrderBy('r.userId', 'ASC')
      .getMany();
    const kinds = new Map<ReactionKindName, ReactionWithPeople>();
    for (const row of rows) {
      let kind = kinds.get(row.kind);
      if (!kind) kinds.set(row.kind, (kind = { kind: row.kind, count: 0, mine: false, people: [] }));
      kind.count++;
      kind.mine ||= row.userId === viewerId;
      kind.people.push({ id: row.userId, name: row.user?.name ?? '' });
    }
    return [...kinds.values()].sort(byKindOrder);
  }
}
