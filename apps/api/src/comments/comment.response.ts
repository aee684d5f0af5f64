import type { CommentResponse } from '@heirloom/contracts';
import { Comment, MentionedUser } from '@heirloom/database';
import { allows, Caller } from '../access/access.rules';

/** A comment as `caller` sees it; `comment.author` and `comment.photo` (its uploader) must be loaded. */
export function toCommentResponse(comment: Comment, caller: Caller, mentions: MentionedUser[]): CommentResponse {
  const subject = { familyId: comment.familyId, ownerUserId: comment.authorId, photoUploaderId: comment.photo?.uploadedBy };
  return {
    id: comment.id,
    photo_id: comment.photoId,
    content: comment.content,
    created_at: comment.createdAt.toISOString(),
    author: { id: comment.authorId, name: comment.author?.name ?? '' },
    can_delete: allows('comment.delete', caller, subject),
    mentions,
  };
}
