import type { CommentPageResponse, CommentResponse } from '@heirloom/contracts';
import { CommentsRepository } from '@heirloom/database';
import { Injectable, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { writeOrNotFound } from '../common/database/foreign-key-violation';
import { pageWindow, toPage } from '../common/paging/pagination.response';
import { FamilyEvents } from '../notifications/family-events.service';
import { MentionsService } from '../notifications/mentions.service';
import { CreateCommentDto, ListCommentsQueryDto } from './comment.dto';
import { toCommentResponse } from './comment.response';

/** Comments on photos: members read and write them; the author, a family admin or the photo's uploader deletes. */
@Injectable()
export class CommentsService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: CommentsRepository,
    private readonly mentions: MentionsService,
    private readonly events: FamilyEvents,
  ) {}

  async list(user: AuthUser, photoId: number, query: ListCommentsQueryDto): Promise<CommentPageResponse> {
    const { role } = await this.access.requireAccess(user, 'comment.list', photoId);
    const { offset, limit } = pageWindow(query);
    const { rows, pagination } = toPage(await this.repository.getPage(photoId, offset, limit), query);
    const mentions = await this.mentions.ofComments(rows.map((comment) => comment.id));
    return { comments: rows.map((comment) => toCommentResponse(comment, { user, role }, mentions.get(comment.id) ?? [])), pagination };
  }

  async recent(user: AuthUser, familyId: number, limit: number): Promise<CommentResponse[]> {
    const { role } = await this.access.requireAccess(user, 'family.read', familyId);
    const comments = await this.repository.getRecent(familyId, limit);
    const mentions = await this.mentions.ofComments(comments.map((comment) => comment.id));
    return comments.map((comment) => toCommentResponse(comment, { user, role }, mentions.get(comment.id) ?? []));
  }

  async create(user: AuthUser, photoId: number, dto: CreateCommentDto): Promise<CommentResponse> {
    const { familyId, role, ownerUserId } = await this.access.requireAccess(user, 'comment.create', photoId);
    const mentioned = await this.mentions.requireMembers(familyId, dto.mentioned_user_ids);
    const comment = { photoId, familyId, authorId: user.id, content: dto.content };
    // The photo (or a mentioned account) may be deleted between the checks and the insert.
    const commentId = await writeOrNotFound(() => this.repository.create(comment, mentioned), 'Photo not found');
    const created = await this.repository.getById(commentId);
    if (!created) throw new NotFoundException('Comment not found');
    await this.events.commentAdded(user, { id: photoId, familyId, uploaderId: ownerUserId! }, commentId, dto.content, mentioned);
    const mentions = (await this.mentions.ofComments([commentId])).get(commentId) ?? [];
    return toCommentResponse(created, { user, role }, mentions);
  }

  async delete(user: AuthUser, commentId: number): Promise<void> {
    await this.access.requireAccess(user, 'comment.delete', commentId);
    await this.repository.delete(commentId);
  }
}
