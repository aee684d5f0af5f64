import { CommentsRepository } from '@heirloom/database';
import { Injectable, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { writeOrNotFound } from '../common/database/foreign-key-violation';
import { CreateCommentDto, ListCommentsQueryDto } from './comment.dto';
import { CommentResponse, toCommentResponse } from './comment.response';

export interface CommentPage {
  comments: CommentResponse[];
  pagination: { page: number; per_page: number; has_next: boolean };
}

/** Comments on photos: members read and write them; the author, a family admin or the photo's uploader deletes. */
@Injectable()
export class CommentsService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: CommentsRepository,
  ) {}

  async list(user: AuthUser, photoId: number, query: ListCommentsQueryDto): Promise<CommentPage> {
    const { role } = await this.access.requireAccess(user, 'comment.list', photoId);
    const { page, per_page: perPage } = query;
    const rows = await this.repository.getPage(photoId, (page - 1) * perPage, perPage + 1);
    return {
      comments: rows.slice(0, perPage).map((comment) => toCommentResponse(comment, { user, role })),
      pagination: { page, per_page: perPage, has_next: rows.length > perPage },
    };
  }

  async recent(user: AuthUser, familyId: number, limit: number): Promise<CommentResponse[]> {
    const { role } = await this.access.requireAccess(user, 'family.read', familyId);
    const comments = await this.repository.getRecent(familyId, limit);
    return comments.map((comment) => toCommentResponse(comment, { user, role }));
  }

  async create(user: AuthUser, photoId: number, dto: CreateCommentDto): Promise<CommentResponse> {
    const { familyId, role } = await this.access.requireAccess(user, 'comment.create', photoId);
    const comment = { photoId, familyId, authorId: user.id, content: dto.content };
    // The photo may be deleted between the access check and the insert.
    const commentId = await writeOrNotFound(() => this.repository.create(comment), 'Photo not found');
    const created = await this.repository.getById(commentId);
    if (!created) throw new NotFoundException('Comment not found');
    return toCommentResponse(created, { user, role });
  }

  async delete(user: AuthUser, commentId: number): Promise<void> {
    await this.access.requireAccess(user, 'comment.delete', commentId);
    await this.repository.delete(commentId);
  }
}
