import { del, get, post, query } from './http';
import type { CommentPageResponse, CommentResponse, CreateCommentRequest, ListCommentsQuery } from '@heirloom/contracts';

export const listComments = (photoId: number, page: number, perPage: number) =>
  get<CommentPageResponse>(`/photos/${photoId}/comments${query({ page, per_page: perPage } satisfies ListCommentsQuery)}`);
export const addComment = (photoId: number, content: string, mentionedUserIds: number[] = []) =>
  post<{ comment: CommentResponse }>(`/photos/${photoId}/comments`, {
    content,
    ...(mentionedUserIds.length > 0 ? { mentioned_user_ids: mentionedUserIds } : {}),
  } satisfies CreateCommentRequest).then((r) => r.comment);
export const deleteComment = (commentId: number) => del(`/comments/${commentId}`);
