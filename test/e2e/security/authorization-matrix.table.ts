import { unsubscribeToken } from '@heirloom/mail';
import { TEST_MODE } from '../support/test-environment';
import { mintAccountToken, pendingSecondStep, turnOnTwoFactor } from '../support/account-links';
import { totpCode } from '../../../apps/api/src/two-factor/totp';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { UploadFile, uniqueJpeg } from '../support/photos';
import { Account, AuthorizationWorld, Role, SECRET_WORD } from './authorization-matrix.world';

/** The request one role sends to a route. */
export interface Probe {
  path: string;
  query?: Record<string, string | number>;
  body?: object;
  /** Multipart files, with `body` sent as its text fields. */
  files?: Array<{ field: string; file: UploadFile }>;
  /** Sends as this account instead of the role's own session: a fresh session, or the owner of a fresh resource. */
  as?: Account | null;
}

/** The expected status for each role; `owner` only where the route concerns something a person owns. */
export type Expectation = Record<Exclude<Role, 'owner'>, number> & { owner?: number };

export interface RouteCase {
  expect: Expectation;
  probe(world: AuthorizationWorld, role: Role): Probe | Promise<Probe>;
  /** What the body must (not) show each role, beyond the status: that lists leak nothing. */
  check?(body: unknown, role: Role): void;
  /** Runs after each request (a restore must end before the next write). */
  settle?(world: AuthorizationWorld, status: number): Promise<void>;
}

// The usual shapes (ARCHITECTURE.md): 401 without a session; a family's things answer 404 to anyone outside it,
// the platform admin included; 403 to a member who lacks the right; /admin answers 403 to non-platform-admins.
const everyone = (status: number): Expectation => ({ anonymous: status, outsider: status, member: status, familyAdmin: status, platformAdmin: status });
const signedIn = (status: number): Expectation => ({ ...everyone(status), anonymous: 401 });
const familyMembers = (status: number): Expectation => ({ anonymous: 401, outsider: 404, member: status, familyAdmin: status, platformAdmin: 404 });
const familyAdmins = (status: number): Expectation => ({ ...familyMembers(status), member: 403 });
const platformAdmins = (status: number): Expectation => ({ anonymous: 401, outsider: 403, member: 403, familyAdmin: 403, platformAdmin: status });

const jpeg = async (field: string) => [{ field, file: await uniqueJpeg() }];

/** A derived image's ?v, as the URLs handed out carry one (issue 18): it decides how the file is kept, never who sees it. */
const VERSION = { v: 'k3Xq9ZbT' };

const inFamily = (role: Role): boolean => role === 'member' || role === 'familyAdmin' || role === 'owner';
const showsFamilyWords = (body: unknown): boolean => JSON.stringify(body).includes(SECRET_WORD);

/** Nobody outside the seeded family finds its words. */
const noLeak = (body: unknown, role: Role): void => {
  if (!inFamily(role) && showsFamilyWords(body)) throw new Error(`${role} sees the family's words`);
};

/** ...and its members do, so the check above is not passing on an empty answer. */
const findsOwnFamilyOnly = (body: unknown, role: Role): void => {
  noLeak(body, role);
  if (inFamily(role) && !showsFamilyWords(body)) throw new Error(`${role} misses the family's words`);
};

/**
 * Every route of the API and what each role gets. The matrix test lists the routes from the running app: a route
 * missing here, or an entry here that the app does not serve, fails it.
 */
export const AUTHORIZATION_TABLE: Record<string, RouteCase> = {
  // Accounts. Signing in, up or out replaces or ends the session it is sent with, so each role uses a fresh one.
  'POST /api/auth/register': {
    expect: everyone(201),
    probe: async (w, role) => ({ path: '/api/auth/register', body: { email: uniqueEmail('reg'), password: 'a long password', name: 'New' }, as: await w.freshSession(role) }),
  },
  'POST /api/auth/login': {
    expect: everyone(200),
    probe: async (w, role) => {
      const as = await w.freshSession(role);
      return { path: '/api/auth/login', body: { email: (as ?? w.accounts.member).user.email, password: PASSWORD }, as };
    },
  },
  // Sessions signed in with a password: 204. One signed in with single sign-on answers 200 {logout_url} (sso.e2e-spec.ts).
  'POST /api/auth/logout': { expect: everyone(204), probe: async (w, role) => ({ path: '/api/auth/logout', as: await w.freshSession(role) }) },
  'GET /api/auth/me': { expect: signedIn(200), probe: () => ({ path: '/api/auth/me' }) },
  // The link may be opened signed out, or in another account's browser: the token alone proves the mailbox.
  'POST /api/auth/email/verify': { expect: everyone(200), probe: async (w) => ({ path: '/api/auth/email/verify', body: { token: await w.newVerificationToken() } }) },
  // About one's own account only; each role sends it from a fresh, unverified account (a verified one gets 409).
  'POST /api/auth/email/resend': {
    expect: signedIn(202),
    probe: async (w, role) => ({ path: '/api/auth/email/resend', as: role === 'anonymous' ? null : await w.newAccount() }),
  },
  // Password reset (issue 17): asking answers the same to everyone; the link works from any browser, which it signs in.
  'POST /api/auth/password/forgot': { expect: everyone(202), probe: () => ({ path: '/api/auth/password/forgot', body: { email: uniqueEmail('forgot') } }) },
  'POST /api/auth/password/reset': {
    expect: everyone(200),
    probe: async (w, role) => ({
      path: '/api/auth/password/reset',
      body: { token: await mintAccountToken(w.app, (await w.newAccount()).user, 'reset_password'), password: 'a long new password' },
      as: await w.freshSession(role),
    }),
  },
  // One's own account (issue 17): always the caller's; destructive ones from a fresh account of their own.
  'GET /api/me': { expect: signedIn(200), probe: () => ({ path: '/api/me' }) },
  'PUT /api/me': { expect: signedIn(200), probe: async (w, role) => ({ path: '/api/me', body: { name: 'Renamed' }, as: role === 'anonymous' ? null : await w.newAccount() }) },
  // With the password; an account made by single sign-on confirms by a recent sign-in instead (sso.e2e-spec.ts).
  'DELETE /api/me': { expect: signedIn(200), probe: async (w, role) => ({ path: '/api/me', body: { password: PASSWORD }, as: role === 'anonymous' ? null : await w.newAccount() }) },
  'PUT /api/me/password': {
    expect: signedIn(200),
    probe: async (w, role) => ({ path: '/api/me/password', body: { current_password: PASSWORD, new_password: 'another long one' }, as: role === 'anonymous' ? null : await w.newAccount() }),
  },
  'PUT /api/me/email': {
    expect: signedIn(202),
    probe: async (w, role) => ({ path: '/api/me/email', body: { email: uniqueEmail('moving'), current_password: PASSWORD }, as: role === 'anonymous' ? null : await w.newAccount() }),
  },
  // One's signed-in devices: a fresh account's own, ended from a session of its own; another's device is no one's (404).
  'GET /api/me/sessions': { expect: signedIn(200), probe: () => ({ path: '/api/me/sessions' }) },
  'DELETE /api/me/sessions/:sessionId': {
    expect: signedIn(200),
    probe: async (w, role) => {
      if (role === 'anonymous') return { path: '/api/me/sessions/1' };
      const account = await w.newAccount();
      const devices = (await account.user.agent.get('/api/me/sessions').expect(200)).body.sessions as Array<{ id: number }>;
      return { path: `/api/me/sessions/${devices[0].id}`, as: account };
    },
  },
  'DELETE /api/me/sessions': { expect: signedIn(200), probe: async (w, role) => ({ path: '/api/me/sessions', as: role === 'anonymous' ? null : await w.newAccount() }) },
  // Two-factor sign-in of one's own account, each role from a fresh account.
  'POST /api/me/2fa/setup': { expect: signedIn(200), probe: async (w, role) => ({ path: '/api/me/2fa/setup', as: role === 'anonymous' ? null : await w.newAccount() }) },
  'POST /api/me/2fa/enable': {
    expect: signedIn(200),
    probe: async (w, role) => {
      if (role === 'anonymous') return { path: '/api/me/2fa/enable', body: { code: '123456' } };
      const account = await w.newAccount();
      const setup = await account.user.agent.post('/api/me/2fa/setup').expect(200);
      return { path: '/api/me/2fa/enable', body: { code: totpCode(setup.body.secret, Date.now()) }, as: account };
    },
  },
  'POST /api/me/2fa/disable': {
    expect: signedIn(200),
    probe: async (w, role) => {
      if (role === 'anonymous') return { path: '/api/me/2fa/disable', body: { password: PASSWORD, code: '123456' } };
      const account = await w.newAccount();
      const { recoveryCodes } = await turnOnTwoFactor(account.user);
      return { path: '/api/me/2fa/disable', body: { password: PASSWORD, code: recoveryCodes[0] }, as: account };
    },
  },
  // The second step is the pending session's, whoever else it was before: a fresh account's, with a recovery code.
  'POST /api/auth/login/2fa': {
    expect: everyone(200),
    probe: async (w) => {
      const account = await w.newAccount();
      const { recoveryCodes } = await turnOnTwoFactor(account.user);
      const cookie = await pendingSecondStep(w.app, account.user.email);
      return { path: '/api/auth/login/2fa', body: { recovery_code: recoveryCodes[0] }, as: { user: account.user, cookie } };
    },
  },
  // Single sign-on is public (a browser not signed in starts it); this app has none set up, so the flow's two routes
  // answer 404 to everyone while its configuration says so. sso/*.e2e-spec.ts drive the flow against a real provider.
  'GET /api/auth/oidc/config': {
    expect: everyone(200),
    probe: () => ({ path: '/api/auth/oidc/config' }),
    check: (body) => expect(body).toEqual({ enabled: false, button_text: null, password_sign_in: true }),
  },
  'GET /api/auth/oidc/login': { expect: everyone(404), probe: () => ({ path: '/api/auth/oidc/login', query: { redirect: '/dashboard' } }) },
  'GET /api/auth/oidc/callback': { expect: everyone(404), probe: () => ({ path: '/api/auth/oidc/callback', query: { code: 'abc', state: 'def' } }) },
  // Like verification: the token alone proves the new mailbox, from any browser.
  'POST /api/auth/email/confirm': {
    expect: everyone(200),
    probe: async (w) => ({ path: '/api/auth/email/confirm', body: { token: await mintAccountToken(w.app, (await w.newAccount()).user, 'change_email', uniqueEmail('confirmed')) } }),
  },
  'GET /api/health': { expect: everyone(200), probe: () => ({ path: '/api/health' }) },

  // Families and members.
  'GET /api/families': { expect: signedIn(200), probe: () => ({ path: '/api/families' }), check: findsOwnFamilyOnly },
  'POST /api/families': { expect: signedIn(201), probe: () => ({ path: '/api/families', body: { name: 'Another family' } }) },
  'GET /api/families/:familyId': { expect: familyMembers(200), probe: (w) => ({ path: `/api/families/${w.familyId}` }) },
  'PUT /api/families/:familyId': { expect: familyAdmins(200), probe: (w) => ({ path: `/api/families/${w.familyId}`, body: { description: 'Renamed' } }) },
  'DELETE /api/families/:familyId': {
    expect: { ...familyAdmins(204), owner: 403 },
    probe: async (w) => ({ path: `/api/families/${await w.newFamily()}` }),
  },
  'GET /api/families/:familyId/members': { expect: familyMembers(200), probe: (w) => ({ path: `/api/families/${w.familyId}/members` }) },
  'PUT /api/families/:familyId/members/:memberId': {
    expect: { ...familyAdmins(200), owner: 403 },
    probe: async (w, role) => {
      const { memberId, account } = await w.newMember();
      return { path: `/api/families/${w.familyId}/members/${memberId}`, body: { role: 'admin' }, as: role === 'owner' ? account : undefined };
    },
  },
  'DELETE /api/families/:familyId/members/:memberId': {
    expect: { ...familyAdmins(204), owner: 204 },
    probe: async (w, role) => {
      const { memberId, account } = await w.newMember();
      return { path: `/api/families/${w.familyId}/members/${memberId}`, as: role === 'owner' ? account : undefined };
    },
  },
  'PUT /api/members/:memberId/role': {
    expect: { ...familyAdmins(200), owner: 403 },
    probe: async (w, role) => {
      const { memberId, account } = await w.newMember();
      return { path: `/api/members/${memberId}/role`, body: { role: 'admin' }, as: role === 'owner' ? account : undefined };
    },
  },
  'DELETE /api/members/:memberId': {
    expect: { ...familyAdmins(204), owner: 204 },
    probe: async (w, role) => {
      const { memberId, account } = await w.newMember();
      return { path: `/api/members/${memberId}`, as: role === 'owner' ? account : undefined };
    },
  },

  // Invitations. The owner is the invitee. A token is a secret sent to one address: anyone else holding it is told
  // it was meant for someone else (403), which is what a person who was forwarded the link needs to hear. The
  // addresses and roles a family invited, and their links, are for its admins only (issue 20: a member could sign up
  // as an invitee).
  'GET /api/invitations/pending': { expect: signedIn(200), probe: () => ({ path: '/api/invitations/pending' }) },
  // The audit trail (issue 17): a family admin reads their family's events, and only those.
  'GET /api/families/:familyId/audit': {
    expect: familyAdmins(200),
    probe: (w) => ({ path: `/api/families/${w.familyId}/audit`, query: { per_page: 100 } }),
    check: (body) => {
      const families = new Set((body as { events: Array<{ family: { id: number } | null }> }).events.map((event) => event.family?.id));
      if (families.size !== 1) throw new Error(`The family's audit trail shows the events of ${families.size} families`);
    },
  },
  'GET /api/families/:familyId/invitations': { expect: familyAdmins(200), probe: (w) => ({ path: `/api/families/${w.familyId}/invitations` }) },
  'POST /api/families/:familyId/invitations': {
    expect: familyAdmins(201),
    probe: (w) => ({ path: `/api/families/${w.familyId}/invitations`, body: { email: uniqueEmail('invitee') } }),
  },
  'POST /api/families/:familyId/members': {
    expect: familyAdmins(201),
    probe: (w) => ({ path: `/api/families/${w.familyId}/members`, body: { email: uniqueEmail('invitee') } }),
  },
  'GET /api/invitations/accept/:token': {
    expect: { anonymous: 401, outsider: 403, member: 403, familyAdmin: 403, platformAdmin: 403, owner: 200 },
    probe: async (w, role) => {
      const { token, invitee } = await w.newInvitation();
      return { path: `/api/invitations/accept/${token}`, as: role === 'owner' ? invitee : undefined };
    },
    check: (body, role) => {
      if (role === 'owner' && JSON.stringify(body).match(/"token":"[A-Za-z0-9_-]{43}"/) === null) throw new Error('the invitee misses the invitation');
    },
  },
  'POST /api/invitations/accept/:token': {
    expect: { anonymous: 401, outsider: 403, member: 403, familyAdmin: 403, platformAdmin: 403, owner: 200 },
    probe: async (w, role) => {
      const { token, invitee } = await w.newInvitation();
      return { path: `/api/invitations/accept/${token}`, as: role === 'owner' ? invitee : undefined };
    },
  },
  // Mailing the link again is for the family's admins; the invitee, who knows of it, is told so.
  'POST /api/invitations/:invitationId/resend': {
    expect: { ...familyAdmins(200), owner: 403 },
    probe: async (w, role) => {
      const { id, invitee } = await w.newInvitation();
      return { path: `/api/invitations/${id}/resend`, as: role === 'owner' ? invitee : undefined };
    },
  },
  'DELETE /api/invitations/:invitationId': {
    expect: { ...familyAdmins(204), owner: 204 },
    probe: async (w, role) => {
      const { id, invitee } = await w.newInvitation();
      return { path: `/api/invitations/${id}`, as: role === 'owner' ? invitee : undefined };
    },
  },

  // Photos. The owner uploaded the photo; only they may change or delete it (family admins included, SPEC 6).
  // ?from (a day to start at) narrows the list; it never widens who may read it.
  'GET /api/families/:familyId/photos': { expect: familyMembers(200), probe: (w) => ({ path: `/api/families/${w.familyId}/photos`, query: { from: '2999-12-31' } }) },
  'POST /api/families/:familyId/photos': {
    expect: familyMembers(201),
    probe: async (w) => ({ path: `/api/families/${w.familyId}/photos`, files: await jpeg('photo'), body: { description: 'Uploaded' } }),
  },
  'POST /api/families/:familyId/photos/bulk': {
    expect: familyMembers(200),
    probe: async (w) => ({ path: `/api/families/${w.familyId}/photos/bulk`, files: await jpeg('photos') }),
  },
  'GET /api/photos/:photoId': { expect: familyMembers(200), probe: (w) => ({ path: `/api/photos/${w.photoId}` }) },
  'PUT /api/photos/:photoId': {
    expect: { ...familyAdmins(403), owner: 200 },
    probe: (w) => ({ path: `/api/photos/${w.photoId}`, body: { description: `${SECRET_WORD} on the beach` } }),
  },
  // To the trash: the uploader (owner) or a family admin; another member is refused.
  'DELETE /api/photos/:photoId': { expect: { ...familyAdmins(204), member: 403, owner: 204 }, probe: async (w) => ({ path: `/api/photos/${await w.newPhoto()}` }) },
  // Batch actions of the Select mode, each photo under the rule it has alone.
  'POST /api/families/:familyId/photos/batch-delete': {
    expect: { ...familyAdmins(200), owner: 200 },
    probe: async (w) => ({ path: `/api/families/${w.familyId}/photos/batch-delete`, body: { photo_ids: [await w.newPhoto(), await w.newPhoto()] } }),
  },
  'PATCH /api/families/:familyId/photos/batch-date': {
    expect: { ...familyAdmins(403), owner: 200 },
    probe: (w) => ({ path: `/api/families/${w.familyId}/photos/batch-date`, body: { photo_ids: [w.photoId], fuzzy_date: 'summer 1975' } }),
  },
  'GET /api/photos/:photoId/file': { expect: familyMembers(200), probe: (w) => ({ path: `/api/photos/${w.photoId}/file` }) },
  'GET /api/photos/:photoId/thumbnail': { expect: familyMembers(200), probe: (w) => ({ path: `/api/photos/${w.photoId}/thumbnail`, query: VERSION }) },
  'GET /api/photos/:photoId/preview': { expect: familyMembers(200), probe: (w) => ({ path: `/api/photos/${w.photoId}/preview`, query: VERSION }) },
  'GET /api/photos/:photoId/playback': { expect: familyMembers(200), probe: (w) => ({ path: `/api/photos/${w.videoId}/playback` }) },
  'GET /api/photos/:photoId/download': { expect: familyMembers(200), probe: (w) => ({ path: `/api/photos/${w.photoId}/download` }) },

  // The trash: any member lists it (their own uploads; an admin every one); the uploader (owner) or a family admin
  // sees a trashed photo's images, restores it or deletes it for good; a family admin empties it.
  'GET /api/families/:familyId/trash': { expect: familyMembers(200), probe: (w) => ({ path: `/api/families/${w.familyId}/trash` }) },
  'DELETE /api/families/:familyId/trash': { expect: familyAdmins(200), probe: async (w) => ({ path: `/api/families/${await w.newFamily()}/trash` }) },
  'POST /api/photos/:photoId/restore': { expect: { ...familyAdmins(200), owner: 200 }, probe: async (w) => ({ path: `/api/photos/${await w.newTrashedPhoto()}/restore` }) },
  'DELETE /api/photos/:photoId/permanent': { expect: { ...familyAdmins(200), owner: 200 }, probe: async (w) => ({ path: `/api/photos/${await w.newTrashedPhoto()}/permanent` }) },
  'GET /api/trash/photos/:photoId/thumbnail': {
    expect: { ...familyAdmins(200), owner: 200 },
    probe: async (w) => ({ path: `/api/trash/photos/${await w.newTrashedPhoto()}/thumbnail`, query: VERSION }),
  },
  'GET /api/trash/photos/:photoId/preview': {
    expect: { ...familyAdmins(200), owner: 200 },
    probe: async (w) => ({ path: `/api/trash/photos/${await w.newTrashedPhoto()}/preview`, query: VERSION }),
  },

  // Albums: any member makes one and adds or removes photos; its creator (owner) or a family admin renames or deletes it.
  'GET /api/families/:familyId/albums': { expect: familyMembers(200), probe: (w) => ({ path: `/api/families/${w.familyId}/albums` }) },
  'POST /api/families/:familyId/albums': { expect: familyMembers(201), probe: (w) => ({ path: `/api/families/${w.familyId}/albums`, body: { name: 'Summer' } }) },
  'GET /api/albums/:albumId': { expect: familyMembers(200), probe: async (w) => ({ path: `/api/albums/${await w.newAlbum()}` }), check: findsOwnFamilyOnly },
  'PUT /api/albums/:albumId': { expect: { ...familyAdmins(200), owner: 200 }, probe: async (w) => ({ path: `/api/albums/${await w.newAlbum()}`, body: { name: 'Renamed' } }) },
  'DELETE /api/albums/:albumId': { expect: { ...familyAdmins(200), owner: 200 }, probe: async (w) => ({ path: `/api/albums/${await w.newAlbum()}` }) },
  'GET /api/albums/:albumId/photos': { expect: familyMembers(200), probe: async (w) => ({ path: `/api/albums/${await w.newAlbum()}/photos` }), check: findsOwnFamilyOnly },
  'POST /api/albums/:albumId/photos': { expect: familyMembers(200), probe: async (w) => ({ path: `/api/albums/${await w.newAlbum()}/photos`, body: { photo_ids: [w.photoId] } }) },
  'DELETE /api/albums/:albumId/photos': { expect: familyMembers(200), probe: async (w) => ({ path: `/api/albums/${await w.newAlbum()}/photos`, body: { photo_ids: [w.photoId] } }) },
  'GET /api/photos/:photoId/albums': { expect: familyMembers(200), probe: (w) => ({ path: `/api/photos/${w.photoId}/albums` }) },

  // Share links (issue 15): any member shares; a member lists their own links, a family admin all; the creator (owner)
  // or a family admin revokes.
  'POST /api/albums/:albumId/share-links': { expect: familyMembers(201), probe: async (w) => ({ path: `/api/albums/${await w.newAlbum()}/share-links`, body: {} }) },
  'POST /api/photos/:photoId/share-links': { expect: familyMembers(201), probe: (w) => ({ path: `/api/photos/${w.photoId}/share-links`, body: { expires_in_days: 7 } }) },
  'GET /api/families/:familyId/share-links': { expect: familyMembers(200), probe: (w) => ({ path: `/api/families/${w.familyId}/share-links` }), check: noLeak },
  'DELETE /api/share-links/:shareLinkId': { expect: { ...familyAdmins(200), owner: 200 }, probe: async (w) => ({ path: `/api/share-links/${(await w.newShareLink()).id}` }) },
  // ...and whoever holds a link sees its album or photo without an account (the token is the right), nothing more.
  'GET /api/shared/:shareToken': { expect: everyone(200), probe: async (w) => ({ path: (await w.newShareLink()).path }) },
  'POST /api/shared/:shareToken/unlock': { expect: everyone(200), probe: async (w) => ({ path: `${(await w.newShareLink('album', 'a long password')).path}/unlock`, body: { password: 'a long password' } }) },
  'GET /api/shared/:shareToken/download': { expect: everyone(200), probe: async (w) => ({ path: `${(await w.newShareLink()).path}/download` }) },
  'GET /api/shared/:shareToken/photos/:photoId/thumbnail': {
    expect: everyone(200),
    probe: async (w) => ({ path: `${(await w.newShareLink()).path}/photos/${w.photoId}/thumbnail`, query: VERSION }),
  },
  'GET /api/shared/:shareToken/photos/:photoId/preview': {
    expect: everyone(200),
    probe: async (w) => ({ path: `${(await w.newShareLink()).path}/photos/${w.photoId}/preview`, query: VERSION }),
  },
  'GET /api/shared/:shareToken/photos/:photoId/playback': {
    expect: everyone(200),
    probe: async (w) => ({ path: `${(await w.newShareLink({ photoId: w.videoId })).path}/photos/${w.videoId}/playback` }),
  },
  'GET /api/shared/:shareToken/photos/:photoId/download': { expect: everyone(200), probe: async (w) => ({ path: `${(await w.newShareLink()).path}/photos/${w.photoId}/download` }) },

  // Downloads of many: any member may make one; its link works for its maker only (the owner here), 404 to all others.
  'POST /api/families/:familyId/downloads': {
    expect: familyMembers(201),
    probe: (w) => ({ path: `/api/families/${w.familyId}/downloads`, body: { photo_ids: [w.photoId] } }),
  },
  'GET /api/downloads/:token': {
    expect: { anonymous: 401, outsider: 404, member: 404, familyAdmin: 404, platformAdmin: 404, owner: 200 },
    probe: async (w) => ({ path: await w.newDownload() }),
  },

  // Stories: the author edits; the author or a family admin deletes.
  'GET /api/photos/:photoId/stories': { expect: familyMembers(200), probe: (w) => ({ path: `/api/photos/${w.photoId}/stories` }) },
  'POST /api/photos/:photoId/stories': { expect: familyMembers(201), probe: (w) => ({ path: `/api/photos/${w.photoId}/stories`, body: { content: 'Me too' } }) },
  'GET /api/stories/:storyId': { expect: familyMembers(200), probe: (w) => ({ path: `/api/stories/${w.storyId}` }) },
  'PUT /api/stories/:storyId': {
    expect: { ...familyAdmins(403), owner: 200 },
    probe: (w) => ({ path: `/api/stories/${w.storyId}`, body: { content: `The ${SECRET_WORD} was lovely` } }),
  },
  'DELETE /api/stories/:storyId': { expect: { ...familyAdmins(204), owner: 204 }, probe: async (w) => ({ path: `/api/stories/${await w.newStory()}` }) },
  'GET /api/families/:familyId/stories/recent': { expect: familyMembers(200), probe: (w) => ({ path: `/api/families/${w.familyId}/stories/recent` }) },

  // Comments: the author, a family admin or the photo's uploader deletes (the owner is both here).
  'GET /api/photos/:photoId/comments': { expect: familyMembers(200), probe: (w) => ({ path: `/api/photos/${w.photoId}/comments` }) },
  'POST /api/photos/:photoId/comments': { expect: familyMembers(201), probe: (w) => ({ path: `/api/photos/${w.photoId}/comments`, body: { content: 'Nice' } }) },
  'DELETE /api/comments/:commentId': { expect: { ...familyAdmins(204), owner: 204 }, probe: async (w) => ({ path: `/api/comments/${await w.newComment()}` }) },
  'GET /api/families/:familyId/comments/recent': { expect: familyMembers(200), probe: (w) => ({ path: `/api/families/${w.familyId}/comments/recent` }) },

  // Reactions (issue 16): every member reads a photo's and adds or takes back their own.
  'GET /api/photos/:photoId/reactions': { expect: familyMembers(200), probe: (w) => ({ path: `/api/photos/${w.photoId}/reactions` }) },
  'PUT /api/photos/:photoId/reactions/:kind': { expect: familyMembers(200), probe: (w) => ({ path: `/api/photos/${w.photoId}/reactions/heart` }) },
  'DELETE /api/photos/:photoId/reactions/:kind': { expect: familyMembers(200), probe: (w) => ({ path: `/api/photos/${w.photoId}/reactions/heart` }) },

  // The activity feed and one's own notifications (issue 16): nothing of the family reaches anyone outside it.
  'GET /api/families/:familyId/activity': { expect: familyMembers(200), probe: (w) => ({ path: `/api/families/${w.familyId}/activity`, query: { limit: 50 } }), check: noLeak },
  'GET /api/activity': { expect: signedIn(200), probe: () => ({ path: '/api/activity', query: { limit: 50 } }), check: noLeak },
  'GET /api/notifications': { expect: signedIn(200), probe: () => ({ path: '/api/notifications', query: { limit: 50 } }), check: noLeak },
  'POST /api/notifications/read': { expect: signedIn(200), probe: () => ({ path: '/api/notifications/read', body: {} }) },

  // One's own settings (issue 16).
  'GET /api/me/preferences': { expect: signedIn(200), probe: () => ({ path: '/api/me/preferences' }) },
  'PUT /api/me/preferences': { expect: signedIn(200), probe: () => ({ path: '/api/me/preferences', body: { digest: 'weekly' } }) },
  // The one-click unsubscribe of an e-mail: the signed token alone is the right, signed in or not.
  'POST /api/unsubscribe/:token': {
    expect: everyone(200),
    probe: (w) => ({ path: `/api/unsubscribe/${unsubscribeToken(w.app.config.sessionSecret, w.accounts.member.user.id, 'digest')}` }),
  },

  // People (issue 14). The owner added the person and tagged them; the member who added a person or a family admin
  // changes them; the tagger, the photo's uploader (the owner both) or an admin changes a tag. A plain member neither.
  'GET /api/families/:familyId/people': { expect: familyMembers(200), probe: (w) => ({ path: `/api/families/${w.familyId}/people` }), check: findsOwnFamilyOnly },
  'POST /api/families/:familyId/people': { expect: familyMembers(201), probe: (w) => ({ path: `/api/families/${w.familyId}/people`, body: { name: 'New person' } }) },
  'GET /api/people/:personId': { expect: familyMembers(200), probe: (w) => ({ path: `/api/people/${w.personId}` }) },
  'PUT /api/people/:personId': { expect: { ...familyAdmins(200), owner: 200 }, probe: (w) => ({ path: `/api/people/${w.personId}`, body: { notes: 'Changed' } }) },
  'DELETE /api/people/:personId': { expect: { ...familyAdmins(200), owner: 200 }, probe: async (w) => ({ path: `/api/people/${await w.newPerson()}` }) },
  'GET /api/people/:personId/photos': { expect: familyMembers(200), probe: (w) => ({ path: `/api/people/${w.personId}/photos` }), check: findsOwnFamilyOnly },
  'GET /api/people/:personId/thumbnail': { expect: familyMembers(200), probe: (w) => ({ path: `/api/people/${w.personId}/thumbnail`, query: VERSION }) },
  'POST /api/photos/:photoId/people': {
    expect: familyMembers(201),
    probe: async (w) => ({ path: `/api/photos/${w.photoId}/people`, body: { person_id: await w.newPerson() } }),
  },
  'PUT /api/photos/:photoId/people/:personId': {
    expect: { ...familyAdmins(200), owner: 200 },
    probe: async (w) => ({ path: await w.newTag(), body: { region: { x: 0, y: 0, width: 1, height: 1 } } }),
  },
  'DELETE /api/photos/:photoId/people/:personId': { expect: { ...familyAdmins(200), owner: 200 }, probe: async (w) => ({ path: await w.newTag() }) },

  // Across one's families: asking for a family one is not in is a 404; search finds only one's own families.
  'GET /api/timeline': { expect: familyMembers(200), probe: (w) => ({ path: '/api/timeline', query: { family_ids: w.familyId, from: '2999-12-31' } }) },
  'GET /api/timeline/decades': { expect: familyMembers(200), probe: (w) => ({ path: '/api/timeline/decades', query: { family_ids: w.familyId } }) },
  'GET /api/timeline/on-this-day': { expect: signedIn(200), probe: () => ({ path: '/api/timeline/on-this-day' }), check: noLeak },
  'GET /api/search': { expect: signedIn(200), probe: () => ({ path: '/api/search', query: { q: SECRET_WORD } }), check: findsOwnFamilyOnly },
  'GET /api/search/suggestions': { expect: signedIn(200), probe: () => ({ path: '/api/search/suggestions', query: { q: SECRET_WORD.slice(0, 6) } }), check: noLeak },

  // The platform admin panel.
  'GET /api/admin/verify': { expect: platformAdmins(200), probe: () => ({ path: '/api/admin/verify' }) },
  'GET /api/admin/stats': { expect: platformAdmins(200), probe: () => ({ path: '/api/admin/stats' }) },
  'GET /api/admin/audit': { expect: platformAdmins(200), probe: () => ({ path: '/api/admin/audit', query: { action: 'member.added' } }) },
  'GET /api/admin/users': { expect: platformAdmins(200), probe: () => ({ path: '/api/admin/users' }) },
  'GET /api/admin/users/:userId': { expect: platformAdmins(200), probe: (w) => ({ path: `/api/admin/users/${w.accounts.member.user.id}` }) },
  'PUT /api/admin/users/:userId': {
    expect: platformAdmins(200),
    probe: async (w) => ({ path: `/api/admin/users/${(await w.newAccount()).user.id}`, body: { is_admin: true } }),
  },
  'DELETE /api/admin/users/:userId': { expect: platformAdmins(204), probe: async (w) => ({ path: `/api/admin/users/${(await w.newAccount()).user.id}` }) },
  'GET /api/admin/families': { expect: platformAdmins(200), probe: () => ({ path: '/api/admin/families' }) },
  'GET /api/admin/families/:familyId': { expect: platformAdmins(200), probe: (w) => ({ path: `/api/admin/families/${w.familyId}` }) },
  'DELETE /api/admin/families/:familyId': { expect: platformAdmins(204), probe: async (w) => ({ path: `/api/admin/families/${await w.newFamily()}` }) },
  // The digests owed now, or one person's now (issue 16): queued, answered 202.
  'POST /api/admin/digests/run': { expect: platformAdmins(202), probe: (w) => ({ path: '/api/admin/digests/run', body: { user_id: w.accounts.member.user.id } }) },
  'POST /api/admin/backup/create': { expect: platformAdmins(202), probe: () => ({ path: '/api/admin/backup/create' }) },
  // An archive from the admin's computer: the seeded backup, downloaded and sent back.
  'POST /api/admin/backup/upload': {
    expect: platformAdmins(201),
    probe: async (w) => ({ path: '/api/admin/backup/upload', files: [{ field: 'archive', file: { content: await w.backupArchive(), filename: 'backup.zip', contentType: 'application/zip' } }] }),
  },
  'GET /api/admin/backup/list': { expect: platformAdmins(200), probe: () => ({ path: '/api/admin/backup/list' }) },
  'GET /api/admin/backup/:backupId': { expect: platformAdmins(200), probe: (w) => ({ path: `/api/admin/backup/${w.backupId}` }) },
  'GET /api/admin/backup/:backupId/download': { expect: platformAdmins(200), probe: (w) => ({ path: `/api/admin/backup/${w.backupId}/download` }) },
  'POST /api/admin/backup/:backupId/restore': {
    expect: platformAdmins(202),
    // A backup of the data as it is now, so that restoring it changes nothing the other routes rely on.
    probe: async (w) => ({ path: `/api/admin/backup/${await w.newBackup()}/restore`, body: { confirm: true } }),
    settle: async (w, status) => {
      if (status < 300) await w.waitForRestores();
    },
  },
  'DELETE /api/admin/backup/:backupId': { expect: platformAdmins(204), probe: async (w) => ({ path: `/api/admin/backup/${await w.newBackup()}` }) },
  // Bull Board, mounted as middleware: the queues exist in scaled mode only.
  'ALL /api/admin/queues{/*path}': { expect: platformAdmins(TEST_MODE === 'scaled' ? 200 : 404), probe: () => ({ path: '/api/admin/queues' }) },

  // Public by design: the OpenAPI pages and the web client (its data all comes through the API above).
  'GET /api/docs': { expect: everyone(200), probe: () => ({ path: '/api/docs' }) },
  'GET /api/docs/': { expect: everyone(200), probe: () => ({ path: '/api/docs/' }) },
  'GET /api/docs/index.html': { expect: everyone(200), probe: () => ({ path: '/api/docs/index.html' }) },
  'GET /api/docs/LICENSE': { expect: everyone(404), probe: () => ({ path: '/api/docs/LICENSE' }) },
  'GET /api/docs/swagger-ui-init.js': { expect: everyone(200), probe: () => ({ path: '/api/docs/swagger-ui-init.js' }) },
  'GET /api/docs/docs/swagger-ui-init.js': { expect: everyone(200), probe: () => ({ path: '/api/docs/docs/swagger-ui-init.js' }) },
  'GET /api/docs-json': { expect: everyone(200), probe: () => ({ path: '/api/docs-json' }) },
  'GET /api/docs-yaml': { expect: everyone(200), probe: () => ({ path: '/api/docs-yaml' }) },
  'STATIC /api/docs': { expect: everyone(200), probe: () => ({ path: '/api/docs/swagger-ui.css' }) },
  'STATIC /api/docs/docs': { expect: everyone(200), probe: () => ({ path: '/api/docs/docs/swagger-ui.css' }) },
  'STATIC /': { expect: everyone(200), probe: () => ({ path: '/assets/app.js' }) },
  'GET {*any}': { expect: everyone(200), probe: () => ({ path: '/dashboard' }) },
};
