import { AccessRepository, AccessSubject, FamilyRole, Membership, PHOTO_VERSIONS_TABLE, SearchMembership, VersionedMembership } from '@heirloom/database';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';
import { listIds, notInFamily } from '../common/text/id-list';
import { allows, EVERY_MEMBER, knowsOf, NOT_FOUND_MESSAGES, Permission, refusalOf, ruleOf } from './access.rules';

export interface AccessGrant extends AccessSubject {
  role: FamilyRole | null;
}

/**
 * The one place that decides who may touch what. A resource is resolved to its family and the caller's
 * role there; outsiders get 404 (never a hint that it exists), members without the right get 403 (and so does the
 * addressee of an invitation, who knows of it from their pending list). Lists and
 * searches across families ask which families they may read.
 */
@Injectable()
export class AccessService {
  constructor(private readonly repository: AccessRepository) {}

  async requireAccess(user: AuthUser, permission: Permission, id: number): Promise<AccessGrant> {
    const rule = ruleOf(permission);
    const found = await this.repository.getSubjectAndRole(rule.resource, id, user.id);
    if (!found) throw new NotFoundException(NOT_FOUND_MESSAGES[rule.resource]);
    const { subject, role } = found;
    const caller = { user, role };
    if (allows(permission, caller, subject)) return { ...subject, role };
    // A rule every member holds refuses only outsiders; the addressee of an invitation is no outsider to it.
    if (rule.allow === EVERY_MEMBER || !knowsOf(caller, subject)) throw new NotFoundException(NOT_FOUND_MESSAGES[rule.resource]);
    throw new ForbiddenException(refusalOf(rule, caller, subject));
  }

  /**
   * A batch action on some of a family's photos: the caller must hold the permission (a rule on photos) on every one.
   * Outsiders get the family's 404; ids that are not visible photos of the family a 404 naming them; a member refused
   * any of them a 403 naming those. Answers the caller's role.
   */
  async requireAccessToPhotos(user: AuthUser, permission: Permission, familyId: number, ids: readonly number[]): Promise<FamilyRole> {
    const rule = ruleOf(permission);
    if (rule.resource !== 'photo') throw new Error(`${permission} is not a rule on photos`);
    const role = await this.repository.getRole(user.id, familyId);
    if (role === null) throw new NotFoundException(NOT_FOUND_MESSAGES.family);
    const subjects = await this.repository.getPhotoSubjects(familyId, ids);
    const missing = ids.filter((id) => !subjects.has(id));
    if (missing.length > 0) throw new NotFoundException(notInFamily(missing));
    const caller = { user, role };
    const refused = ids.filter((id) => !allows(permission, caller, subjects.get(id)!));
    if (refused.length > 0 && rule.allow !== EVERY_MEMBER) {
      throw new ForbiddenException(`${refusalOf(rule, caller, subjects.get(refused[0])!)} (${refused.length === 1 ? 'photo' : 'photos'} ${listIds(refused)})`);
    }
    return role;
  }

  /**
   * The families a list or a search across families may read, with the caller's role in each: all of the caller's,
   * or those of them asked for. Asking for a family they do not belong to is a 404, as for any resource of it.
   */
  async familiesOf(user: AuthUser, requested?: number[]): Promise<Membership[]> {
    return readable(await this.repository.getMembershipsOf(user.id), requested);
  }

  /** familiesOf, with each family's search and photo versions read in the same statement (a search keeps answers per version). */
  async searchableFamiliesOf(user: AuthUser, requested?: number[]): Promise<SearchMembership[]> {
    return readable(await this.repository.getSearchMembershipsOf(user.id), requested);
  }

  /** All of the caller's families, with each one's photo version read in the same statement (On This Day keeps answers per version). */
  async familiesWithPhotoVersionsOf(user: AuthUser): Promise<VersionedMembership[]> {
    return this.repository.getVersionedMembershipsOf(user.id, PHOTO_VERSIONS_TABLE);
  }
}

function readable<T extends Membership>(memberships: T[], requested?: number[]): T[] {
  if (!requested) return memberships;
  const asked = new Set(requested);
  const granted = memberships.filter((membership) => asked.has(membership.familyId));
  if (granted.length < asked.size) throw new NotFoundException(NOT_FOUND_MESSAGES.family);
  return granted;
}
