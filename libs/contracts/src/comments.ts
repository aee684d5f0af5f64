import type { PageQuery, PaginationResponse, UserRefResponse } from './common';

export interface CommentResponse {
  id: number;
  photo_id: number;
  content: string;
  created_at: string;
  author: UserRefResponse;
  /** The author, a family admin and the photo's uploader may delete it (SPEC section 6). */
  can_delete: boolean;
  /** The members the comment mentions. */
  mentions: UserRefResponse[];
}

export interface CommentPageResponse {
  comments: CommentResponse[];
  pagination: PaginationResponse;
}

export interface CreateCommentRequest {
  content: string;
  /** Members of the photo's family the comment mentions (they are notified); anyone else is refused. */
  mentioned_user_ids?: number[];
}

/** 20 per page unless asked otherwise, oldest comment first. */
export type ListCommentsQuery = PageQuery;

export interface RecentCommentsQuery {
  /** 20 when absent. */
  limit?: number;
}
