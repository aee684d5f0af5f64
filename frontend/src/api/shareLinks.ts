import { del, get, post, query } from './http';
import type {
  CreateShareLinkRequest,
  PublicSharePageResponse,
  PublicShareQuery,
  ShareLinkCreatedResponse,
  ShareLinkKind,
  ShareLinkListQuery,
  ShareLinkListResponse,
  ShareLinkResponse,
  UnlockShareRequest,
} from '@heirloom/contracts';

/** Makes a link to an album or a photo (30 days unless told; `expires_in_days: null` never expires). */
export const createShareLink = (kind: ShareLinkKind, targetId: number, body: CreateShareLinkRequest) =>
  post<ShareLinkCreatedResponse>(`/${kind}s/${targetId}/share-links`, body).then((r) => r.share_link);

/** A family's links: every one for its admins, one's own for the other members; newest first. */
export const listShareLinks = (familyId: number, page: number, perPage: number) =>
  get<ShareLinkListResponse>(`/families/${familyId}/share-links${query({ page, per_page: perPage } satisfies ShareLinkListQuery)}`);

export const revokeShareLink = (shareLinkId: number) => del<{ share_link: ShareLinkResponse }>(`/share-links/${shareLinkId}`);

/** The public side, without an account: 401 while the link's password is needed, 410 once it has expired. */
export const getSharedPage = (token: string, page: number, perPage: number) =>
  get<PublicSharePageResponse>(`/shared/${token}${query({ page, per_page: perPage } satisfies PublicShareQuery)}`);

export const unlockShare = (token: string, password: string) => post<{ unlocked: true }>(`/shared/${token}/unlock`, { password } satisfies UnlockShareRequest);
