import { ShareLinksRepository } from '@heirloom/database';
import { TestUser } from './factories';
import { binary } from './photos';
import { TestApp } from './test-app';

export interface CreatedShareLink {
  id: number;
  url: string;
  kind: 'album' | 'photo';
  target_id: number;
  expires_at: string | null;
  has_password: boolean;
  allow_download: boolean;
}

/** POST /albums/:id/share-links or /photos/:id/share-links, answering the link (201 expected). */
export async function createShareLink(user: TestUser, kind: 'album' | 'photo', targetId: number, body: Record<string, unknown> = {}): Promise<CreatedShareLink> {
  const response = await user.agent.post(`/api/${kind}s/${targetId}/share-links`).send(body);
  if (response.status !== 201) throw new Error(`Making a share link failed with ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.share_link;
}

/** The token at the end of a link's url. */
export const tokenOf = (link: { url: string }): string => new URL(link.url).pathname.split('/').pop()!;

/** The link's API path. */
export const sharedApi = (link: { url: string }): string => `/api/shared/${tokenOf(link)}`;

/** A GET whose body is read as bytes whatever its type (files, zips). */
export const getBytes = (agent: ReturnType<TestApp['agent']>, path: string) => agent.get(path).buffer(true).parse(binary);

/** Moves a link's expiry into the past through the repository, as time passing would (no route changes a link). */
export async function expireShareLink(app: TestApp, id: number): Promise<void> {
  await app.app.get(ShareLinksRepository).setExpiresAt(id, new Date(Date.now() - 1000));
}
