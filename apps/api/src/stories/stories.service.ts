import type { StoryResponse } from '@heirloom/contracts';
import { StoriesRepository, StoryChanges } from '@heirloom/database';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Caller } from '../access/access.rules';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { writeOrNotFound } from '../common/database/foreign-key-violation';
import { CreateStoryDto, UpdateStoryDto } from './story.dto';
import { toStoryResponse } from './story.response';

/** Stories on photos: any member of the photo's family reads and writes them; the author edits; author or admin deletes. */
@Injectable()
export class StoriesService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: StoriesRepository,
  ) {}

  async listForPhoto(user: AuthUser, photoId: number): Promise<StoryResponse[]> {
    const { role } = await this.access.requireAccess(user, 'story.list', photoId);
    const stories = await this.repository.getByPhoto(photoId);
    return stories.map((story) => toStoryResponse(story, { user, role }));
  }

  async recent(user: AuthUser, familyId: number, limit: number): Promise<StoryResponse[]> {
    const { role } = await this.access.requireAccess(user, 'family.read', familyId);
    const stories = await this.repository.getRecent(familyId, limit);
    return stories.map((story) => toStoryResponse(story, { user, role }));
  }

  async get(user: AuthUser, storyId: number): Promise<StoryResponse> {
    const { role } = await this.access.requireAccess(user, 'story.read', storyId);
    return this.load(storyId, { user, role });
  }

  async create(user: AuthUser, photoId: number, dto: CreateStoryDto): Promise<StoryResponse> {
    const { familyId, role } = await this.access.requireAccess(user, 'story.create', photoId);
    const story = { photoId, familyId, authorId: user.id, content: dto.content, storyDate: dto.story_date ?? null };
    // The photo may be deleted between the access check and the insert.
    const storyId = await writeOrNotFound(() => this.repository.create(story), 'Photo not found');
    return this.load(storyId, { user, role });
  }

  async update(user: AuthUser, storyId: number, dto: UpdateStoryDto): Promise<StoryResponse> {
    const { role } = await this.access.requireAccess(user, 'story.update', storyId);
    const changes: StoryChanges = {};
    if (dto.content !== undefined) changes.content = dto.content;
    if (dto.story_date !== undefined) changes.storyDate = dto.story_date;
    // Set here so it keeps the milliseconds created_at has (the ORM's own CURRENT_TIMESTAMP drops them on SQLite).
    if (Object.keys(changes).length > 0) await this.repository.update(storyId, { ...changes, updatedAt: new Date() });
    return this.load(storyId, { user, role });
  }

  async delete(user: AuthUser, storyId: number): Promise<void> {
    await this.access.requireAccess(user, 'story.delete', storyId);
    await this.repository.delete(storyId);
  }

  private async load(storyId: number, caller: Caller): Promise<StoryResponse> {
    const story = await this.repository.getById(storyId);
    if (!story) throw new NotFoundException('Story not found');
    return toStoryResponse(story, caller);
  }
}
