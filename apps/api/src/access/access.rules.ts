import { AccessSubject, FamilyRole, ResourceKind } from '@heirloom/database';
import { AuthUser } from '../auth/auth-user';

export interface Caller {
  user: AuthUser;
  /** The caller's role in the subject's family; null for an outsider. */
  role: FamilyRole | null;
}

/** Held by every member of the subject's family: outsiders get 404, and there is no member to refuse. */
export const EVERY_MEMBER = 'every member';

interface MemberRule {
  resource: ResourceKind;
  allow: typeof EVERY_MEMBER;
  /** Nothing to say: no member is ever refused. */
  forbidden?: never;
}

/** A refusal, or one worded for the caller (the addressee of an invitation hears why they may not yet). */
type Refusal = string | ((caller: Caller, subject: AccessSubject) => string);

export interface RestrictedRule {
  resource: ResourceKind;
  allow: (caller: Caller, subject: AccessSubject) => boolean;
  /** Said to someone who knows of the subject (a family member, an invitation's addressee) but may not do this. */
  forbidden: Refusal;
}

type Rule = MemberRule | RestrictedRule;

const isMember = ({ role }: Caller): boolean => role !== null;
const isAdmin = ({ role }: Caller): boolean => role === 'admin';
/** A member who owns the subject: the uploader of a photo, the member themselves. */
const isOwner = (caller: Caller, subject: AccessSubject): boolean => isMember(caller) && subject.ownerUserId === caller.user.id;
/** The person an invitation is addressed to: it is in their pending list, family member or not. */
const isAddressee = (caller: Caller, subject: AccessSubject): boolean => subject.inviteeEmail !== undefined && subject.inviteeEmail === caller.user.email;
/** The account proved it receives mail at its address; until then anyone could have typed that address. */
const isVerified = ({ user }: Caller): boolean => user.emailVerifiedAt !== null;

const isAdminOrOwner = (caller: Caller, subject: AccessSubject): boolean => isAdmin(caller) || isOwner(caller, subject);
/** A comment or a tag on a photo: its author, a family admin, or the photo's uploader (who tidies their photo). */
const isAdminOwnerOrUploader = (caller: Caller, subject: AccessSubject): boolean =>
  isAdminOrOwner(caller, subject) || (isMember(caller) && subject.photoUploaderId === caller.user.id);

/** A rule held by the subject's owner (its uploader, author, creator) and the family admins. */
const adminOrOwner = (resource: ResourceKind, forbidden: string): RestrictedRule => ({ resource, allow: isAdminOrOwner, forbidden });

/** Whether a refusal may say the subject exists: to its family's members and to its addressee; everyone else gets 404. */
export const knowsOf = (caller: Caller, subject: AccessSubject): boolean => isMember(caller) || isAddressee(caller, subject);

/** Every permission of the API, in one table: what it applies to and who holds it. */
export const ACCESS_RULES = {
  'family.read': { resource: 'family', allow: EVERY_MEMBER },
  'family.update': { resource: 'family', allow: isAdmin, forbidden: 'Only family admins can change the family' },
  'family.delete': { resource: 'family', allow: isAdmin, forbidden: 'Only family admins can delete the family' },
  // The addresses and roles a family invited are for its admins: a member could read them and sign up as the invitee.
  'invitation.list': { resource: 'family', allow: isAdmin, forbidden: "Only family admins can see the family's invitations" },
  'invitation.create': { resource: 'family', allow: isAdmin, forbidden: 'Only family admins can invite people' },
  'invitation.resend': { resource: 'invitation', allow: isAdmin, forbidden: 'Only family admins can resend invitations' },
  // The invitee declines; an account that has not proved the address is not yet known to be the invitee.
  'invitation.delete': {
    resource: 'invitation',
    allow: (caller, subject) => isAdmin(caller) || (isAddressee(caller, subject) && isVerified(caller)),
    forbidden: (caller, subject) =>
      isAddressee(caller, subject) ? 'Verify your e-mail address before declining an invitation' : 'Only family admins can cancel invitations',
  },
  'member.updateRole': { resource: 'member', allow: isAdmin, forbidden: 'Only family admins can change roles' },
  'member.remove': adminOrOwner('member', 'Only family admins can remove other members'),
  'photo.upload': { resource: 'family', allow: EVERY_MEMBER },
  'photo.read': { resource: 'photo', allow: EVERY_MEMBER },
  'photo.download': { resource: 'photo', allow: EVERY_MEMBER },
  'photo.update': { resource: 'photo', allow: isOwner, forbidden: 'Only the person who uploaded this photo can change it' },
  // To the trash (issue 19): a family admin tidies up any photo of the family, not only their own.
  'photo.delete': adminOrOwner('photo', 'Only the person who uploaded this photo or a family admin can delete it'),
  // Originals of many photos at once, as a zip: every member may take their family's photos out.
  'family.download': { resource: 'family', allow: EVERY_MEMBER },
  'story.list': { resource: 'photo', allow: EVERY_MEMBER },
  'story.create': { resource: 'photo', allow: EVERY_MEMBER },
  'story.read': { resource: 'story', allow: EVERY_MEMBER },
  'story.update': { resource: 'story', allow: isOwner, forbidden: 'Only the author can change this story' },
  'story.delete': adminOrOwner('story', 'Only the author or a family admin can delete this story'),
  'comment.list': { resource: 'photo', allow: EVERY_MEMBER },
  'comment.create': { resource: 'photo', allow: EVERY_MEMBER },
  'comment.delete': {
    resource: 'comment',
    allow: isAdminOwnerOrUploader,
    forbidden: "Only the author, a family admin or the photo's uploader can delete this comment",
  },
  // Reactions (issue 16): every member reads a photo's, and adds or takes back their own (nobody touches another's).
  'reaction.list': { resource: 'photo', allow: EVERY_MEMBER },
  'reaction.update': { resource: 'photo', allow: EVERY_MEMBER },
  // A family's activity feed (issue 16).
  'activity.read': { resource: 'family', allow: EVERY_MEMBER },
  // People (issue 14): any member adds and tags; whoever added a person or an admin changes them; the tagger, the
  // photo's uploader or an admin removes a tag (its subject: the tagger as owner, the photo's uploader).
  'person.list': { resource: 'family', allow: EVERY_MEMBER },
  'person.create': { resource: 'family', allow: EVERY_MEMBER },
  'person.read': { resource: 'person', allow: EVERY_MEMBER },
  'person.update': adminOrOwner('person', 'Only the member who added this person or a family admin can change them'),
  'person.delete': adminOrOwner('person', 'Only the member who added this person or a family admin can delete them'),
  'tag.create': { resource: 'photo', allow: EVERY_MEMBER },
  'tag.change': {
    resource: 'photo',
    allow: isAdminOwnerOrUploader,
    forbidden: "Only the member who tagged this person, the photo's uploader or a family admin can change or remove this tag",
  },
  // The trash (issue 15): a member sees their own photos there, a family admin every one; either brings one back or
  // deletes it for good; only an admin empties it.
  'trash.list': { resource: 'family', allow: EVERY_MEMBER },
  'trash.view': adminOrOwner('trashedPhoto', 'Only the person who uploaded this photo or a family admin can see it in the trash'),
  'trash.restore': adminOrOwner('trashedPhoto', 'Only the person who uploaded this photo or a family admin can restore it'),
  'trash.delete': adminOrOwner('trashedPhoto', 'Only the person who uploaded this photo or a family admin can delete it for good'),
  'trash.empty': { resource: 'family', allow: isAdmin, forbidden: "Only family admins can empty the family's trash" },
  // The audit trail of a family (issue 17): who did what to its members, photos and invitations.
  'audit.list': { resource: 'family', allow: isAdmin, forbidden: "Only family admins can see the family's audit trail" },
  // Albums: any member makes one and adds or removes photos; its creator or a family admin renames or deletes it.
  'album.list': { resource: 'family', allow: EVERY_MEMBER },
  'album.create': { resource: 'family', allow: EVERY_MEMBER },
  'album.read': { resource: 'album', allow: EVERY_MEMBER },
  'album.arrange': { resource: 'album', allow: EVERY_MEMBER },
  'album.update': adminOrOwner('album', 'Only the person who made this album or a family admin can change it'),
  'album.delete': adminOrOwner('album', 'Only the person who made this album or a family admin can delete it'),
  // Share links: any member shares an album or a photo of their family; a member lists their own links, a family
  // admin every link of the family; the link's creator or a family admin revokes it.
  'album.share': { resource: 'album', allow: EVERY_MEMBER },
  'photo.share': { resource: 'photo', allow: EVERY_MEMBER },
  'shareLink.list': { resource: 'family', allow: EVERY_MEMBER },
  'shareLink.revoke': adminOrOwner('shareLink', 'Only the person who made this share link or a family admin can revoke it'),
} satisfies Record<string, Rule>;

export type Permission = keyof typeof ACCESS_RULES;

export const ruleOf = (permission: Permission): Rule => ACCESS_RULES[permission];

/**
 * Whether the caller holds the permission on a subject: the one test behind requireAccess and behind the flags a
 * response carries (can_edit, can_delete) for subjects already loaded.
 */
export function allows(permission: Permission, caller: Caller, subject: AccessSubject): boolean {
  const rule = ruleOf(permission);
  return rule.allow === EVERY_MEMBER ? isMember(caller) : rule.allow(caller, subject);
}

/** What a refused caller who knows of the subject is told. */
export function refusalOf(rule: RestrictedRule, caller: Caller, subject: AccessSubject): string {
  return typeof rule.forbidden === 'string' ? rule.forbidden : rule.forbidden(caller, subject);
}

export const NOT_FOUND_MESSAGES: Record<ResourceKind, string> = {
  family: 'Family not found',
  member: 'Member not found',
  invitation: 'Invitation not found',
  photo: 'Photo not found',
  trashedPhoto: 'Photo not found in the trash',
  album: 'Album not found',
  story: 'Story not found',
  comment: 'Comment not found',
  person: 'Person not found',
  shareLink: 'Share link not found',
};
