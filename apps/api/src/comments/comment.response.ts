import { Comment } from '@heirloom/database';
import { allows, Caller } from '../access/access.rules';
import { PaginationResponse } from '../common/paging/pagination.response';

export interface CommentResponse {
  id: number;
  photo_id: number;
  content: string;
  created_at: string;
  author: { id: number; name: string };
  /** The author, a family admin and the photo's uploader may delete it (SPEC section 6). */
  can_delete: boolean;
}

export interface CommentPageResponse {
  comments: CommentResponse[];
  pagination: PaginationResponse;
}

/** A comment as `caller` sees it; `comment.author` and `comment.photo` (its uploader) must be loaded. */
export function toCommentResponse(comment: Comment, caller: Caller): CommentResponse {
  const subject = { familyId: comment.familyId, ownerUserId: comment.authorId, photoUploaderId: comment.photo?.uploadedBy };
  return {
    id: comment.id,
    photo_id: comment.photoId,
    content: comment.content,
    created_at: comment.createdAt.toISOString(),
    author: { id: comment.authorId, name: comment.author?.name ?? '' },
    can_delete: allows('comment.delete', caller, subject),
  };
}
