import type { StoryResponse } from '@heirloom/contracts';
import { StoriesRepository, StoryChanges } from '@heirloom/database';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Caller } from '../access/access.rules';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { writeOrNotFound } from '../common/database/foreign-key-violation';
import { FamilyEvents } from '../notifications/family-events.service';
import { MentionsService } from '../notifications/mentions.service';
import { CreateStoryDto, UpdateStoryDto } from './story.dto';
import { toStoryResponse } from './story.response';

/** Stories on photos: any member of the photo's family reads and writes them; the author edits; author or admin deletes. */
@Injectable()
export class StoriesService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: StoriesRepository,
    private readonly mentions: MentionsService,
    private readonly events: FamilyEvents,
  ) {}

  async listForPhoto(user: AuthUser, photoId: number): Promise<StoryResponse[]> {
    const { role } = await this.access.requireAccess(user, 'story.list', photoId);
    const stories = await this.repository.getByPhoto(photoId);
    const mentions = await this.mentions.ofStories(stories.map((story) => story.id));
    return stories.map((story) => toStoryResponse(story, { user, role }, mentions.get(story.id) ?? []));
  }

  async recent(user: AuthUser, familyId: number, limit: number): Promise<StoryResponse[]> {
    const { role } = await this.access.requireAccess(user, 'family.read', familyId);
    const stories = await this.repository.getRecent(familyId, limit);
    const mentions = await this.mentions.ofStories(stories.map((story) => story.id));
    return stories.map((story) => toStoryResponse(story, { user, role }, mentions.get(story.id) ?? []));
  }

  async get(user: AuthUser, storyId: number): Promise<StoryResponse> {
    const { role } = await this.access.requireAccess(user, 'story.read', storyId);
    return this.load(storyId, { user, role });
  }

  async create(user: AuthUser, photoId: number, dto: CreateStoryDto): Promise<StoryResponse> {
    const { familyId, role, ownerUserId } = await this.access.requireAccess(user, 'story.create', photoId);
    const mentioned = await this.mentions.requireMembers(familyId, dto.mentioned_user_ids);
    const story = { photoId, familyId, authorId: user.id, content: dto.content, storyDate: dto.story_date ?? null };
    // The photo (or a mentioned account) may be deleted between the checks and the insert.
    const storyId = await writeOrNotFound(() => this.repository.create(story, mentioned), 'Photo not found');
    await this.events.storyAdded(user, { id: photoId, familyId, uploaderId: ownerUserId! }, storyId, dto.content, mentioned);
    return this.load(storyId, { user, role });
  }

  async update(user: AuthUser, storyId: number, dto: UpdateStoryDto): Promise<StoryResponse> {
    const { familyId, role } = await this.access.requireAccess(user, 'story.update', storyId);
    const mentioned = dto.mentioned_user_ids === undefined ? undefined : await this.mentions.requireMembers(familyId, dto.mentioned_user_ids);
    const changes: StoryChanges = {};
    if (dto.content !== undefined) changes.content = dto.content;
    if (dto.story_date !== undefined) changes.storyDate = dto.story_date;
    // Set here so it keeps the milliseconds created_at has (the ORM's own CURRENT_TIMESTAMP drops them on SQLite).
    const before = mentioned === undefined ? [] : ((await this.mentions.ofStories([storyId])).get(storyId) ?? []).map((mention) => mention.id);
    if (Object.keys(changes).length > 0 || mentioned !== undefined) {
      await writeOrNotFound(() => this.repository.update(storyId, { ...changes, updatedAt: new Date() }, mentioned), 'Story not found');
    }
    const story = await this.load(storyId, { user, role });
    const newlyMentioned = (mentioned ?? []).filter((id) => !before.includes(id));
    if (newlyMentioned.length > 0) await this.events.storyMentioned(user, { id: story.photo_id, familyId }, storyId, story.content, newlyMentioned);
    return story;
  }

  async delete(user: AuthUser, storyId: number): Promise<void> {
    await this.access.requireAccess(user, 'story.delete', storyId);
    await this.repository.delete(storyId);
  }

  private async load(storyId: number, caller: Caller): Promise<StoryResponse> {
    const story = await this.repository.getById(storyId);
    if (!story) throw new NotFoundException('Story not found');
    return toStoryResponse(story, caller, (await this.mentions.ofStories([storyId])).get(storyId) ?? []);
  }
}
