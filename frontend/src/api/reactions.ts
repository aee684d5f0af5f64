import { del, get, put } from './http';
import type { ReactionDetailsResponse, ReactionKind, ReactionsResponse } from '@heirloom/contracts';

export const listReactions = (photoId: number) => get<ReactionDetailsResponse>(`/photos/${photoId}/reactions`).then((r) => r.reactions);
export const addReaction = (photoId: number, kind: ReactionKind) => put<ReactionsResponse>(`/photos/${photoId}/reactions/${kind}`).then((r) => r.reactions);
export const removeReaction = (photoId: number, kind: ReactionKind) => del<ReactionsResponse>(`/photos/${photoId}/reactions/${kind}`).then((r) => r.reactions);
