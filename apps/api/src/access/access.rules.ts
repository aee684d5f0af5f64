import { FamilyRole } from '@heirloom/database';
import { AuthUser } from '../auth/auth-user';
import { AccessSubject, ResourceKind } from './access.repository';

export interface Caller {
  user: AuthUser;
  /** The caller's role in the subject's family; null for an outsider. */
  role: FamilyRole | null;
}

interface Rule {
  resource: ResourceKind;
  allow: (caller: Caller, subject: AccessSubject) => boolean;
  /** Said to a family member who may not do this; outsiders always get 404. */
  forbidden: string;
}

const isMember = ({ role }: Caller): boolean => role !== null;
const isAdmin = ({ role }: Caller): boolean => role === 'admin';
const ADMINS_ONLY = 'Only family admins can do this';

/** Every permission of the API, in one table: what it applies to and who holds it. */
export const ACCESS_RULES = {
  'family.read': { resource: 'family', allow: isMember, forbidden: ADMINS_ONLY },
  'family.update': { resource: 'family', allow: isAdmin, forbidden: 'Only family admins can change the family' },
  'family.delete': { resource: 'family', allow: isAdmin, forbidden: 'Only family admins can delete the family' },
  'invitation.list': { resource: 'family', allow: isMember, forbidden: ADMINS_ONLY },
  'invitation.create': { resource: 'family', allow: isAdmin, forbidden: 'Only family admins can invite people' },
  'invitation.delete': {
    resource: 'invitation',
    allow: (caller, subject) => isAdmin(caller) || subject.inviteeEmail === caller.user.email,
    forbidden: 'Only family admins can cancel invitations',
  },
  'member.updateRole': { resource: 'member', allow: isAdmin, forbidden: 'Only family admins can change roles' },
  'member.remove': {
    resource: 'member',
    allow: (caller, subject) => isAdmin(caller) || (isMember(caller) && subject.ownerUserId === caller.user.id),
    forbidden: 'Only family admins can remove other members',
  },
} satisfies Record<string, Rule>;

export type Permission = keyof typeof ACCESS_RULES;

export const NOT_FOUND_MESSAGES: Record<ResourceKind, string> = {
  family: 'Family not found',
  member: 'Member not found',
  invitation: 'Invitation not found',
};
