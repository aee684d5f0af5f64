import type { PhotoPersonResponse } from '@heirloom/contracts';
import { ReactionCount, ReactionsRepository } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { DatedPhoto, peopleIn, PeopleOfPhotos, PhotoPeopleService } from '../people/photo-people.service';

/** What a photo response says beyond its own row: the reactions as the viewer sees them, and who is in it. */
export interface PhotoRelations {
  reactions: ReactionCount[];
  people: PhotoPersonResponse[];
}

/** Answers a photo's relations by its id (none: empty lists). */
export type RelationsOf = (photoId: number) => PhotoRelations;

/**
 * Reads the relations of a whole page of photos at once (one query per kind, never one per photo), so that a list,
 * the timeline and a single photo answer the same fields the same way.
 */
@Injectable()
export class PhotoRelationsService {
  constructor(
    private readonly reactions: ReactionsRepository,
    private readonly photoPeople: PhotoPeopleService,
  ) {}

  async of(photos: DatedPhoto[], viewerId: number): Promise<RelationsOf> {
    const [reactions, people] = await Promise.all([
      this.reactions.countsOf(photos.map((photo) => photo.id), viewerId),
      this.photoPeople.of(photos),
    ]);
    return relationsFrom(reactions, people);
  }

  /** The same for photos whose people are known already (kept with them: On This Day); only the reactions are read. */
  async withPeople(photoIds: number[], people: PeopleOfPhotos, viewerId: number): Promise<RelationsOf> {
    return relationsFrom(await this.reactions.countsOf(photoIds, viewerId), people);
  }

  /** One photo's relations. */
  async ofOne(photo: DatedPhoto, viewerId: number): Promise<PhotoRelations> {
    return (await this.of([photo], viewerId))(photo.id);
  }
}

const relationsFrom =
  (reactions: Map<number, ReactionCount[]>, people: PeopleOfPhotos): RelationsOf =>
  (photoId) => ({ reactions: reactions.get(photoId) ?? [], people: peopleIn(people, photoId) });
