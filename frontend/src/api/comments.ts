import { del, get, post, query } from './http';
import type { Comment, CommentPage, Id } from './types';

export const listComments = (photoId: Id, page: number, perPage: number) =>
  get<CommentPage>(`/photos/${photoId}/comments${query({ page, per_page: perPage })}`);
export const addComment = (photoId: Id, content: string) =>
  post<{ comment: Comment }>(`/photos/${photoId}/comments`, { content }).then((r) => r.comment);
export const deleteComment = (commentId: Id) => del(`/comments/${commentId}`);
