import type { ReactionDetailsResponse, ReactionsResponse } from '@heirloom/contracts';
import { ReactionKindName, ReactionsRepository } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { writeOrNotFound } from '../common/database/foreign-key-violation';
import { FamilyEvents } from '../notifications/family-events.service';

/** Reactions on photos: every member of the photo's family reads them, and adds or takes back their own. */
@Injectable()
export class ReactionsService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: ReactionsRepository,
    private readonly events: FamilyEvents,
  ) {}

  async list(user: AuthUser, photoId: number): Promise<ReactionDetailsResponse> {
    await this.access.requireAccess(user, 'reaction.list', photoId);
    return { reactions: await this.repository.withPeople(photoId, user.id) };
  }

  /** Idempotent: a second PUT of the same kind changes nothing. */
  async add(user: AuthUser, photoId: number, kind: ReactionKindName): Promise<ReactionsResponse> {
    const { familyId, ownerUserId } = await this.access.requireAccess(user, 'reaction.update', photoId);
    // The photo may be deleted between the access check and the insert.
    const added = await writeOrNotFound(() => this.repository.add(photoId, user.id, kind), 'Photo not found');
    if (added) await this.events.reacted(user, { id: photoId, familyId, uploaderId: ownerUserId! }, kind);
    return { reactions: await this.repository.countsOfPhoto(photoId, user.id) };
  }

  /** Takes back the caller's own reaction of that kind (absent: nothing to do). */
  async remove(user: AuthUser, photoId: number, kind: ReactionKindName): Promise<ReactionsResponse> {
    await this.access.requireAccess(user, 'reaction.update', photoId);
    await this.repository.remove(photoId, user.id, kind);
    return { reactions: await this.repository.countsOfPhoto(photoId, user.id) };
  }
}
