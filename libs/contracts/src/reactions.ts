import type { UserRefResponse } from './common';

/** The five reactions a member may leave on a photo, one of each kind at most. */
export type ReactionKind = 'heart' | 'laugh' | 'wow' | 'sad' | 'clap';

/** One kind of reaction on a photo: how many left it, and whether the caller did. Kinds without any are left out. */
export interface ReactionCountResponse {
  kind: ReactionKind;
  count: number;
  mine: boolean;
}

/** PUT / DELETE /photos/{photoId}/reactions/{kind}: the photo's reactions after the change. */
export interface ReactionsResponse {
  reactions: ReactionCountResponse[];
}

/** A kind with who left it, oldest first. */
export interface ReactionDetailResponse extends ReactionCountResponse {
  people: UserRefResponse[];
}

/** GET /photos/{photoId}/reactions */
export interface ReactionDetailsResponse {
  reactions: ReactionDetailResponse[];
}
