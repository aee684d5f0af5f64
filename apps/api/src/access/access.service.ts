import { FamilyRole } from '@heirloom/database';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';
import { AccessRepository, AccessSubject } from './access.repository';
import { ACCESS_RULES, knowsOf, NOT_FOUND_MESSAGES, Permission, refusalOf } from './access.rules';

export interface AccessGrant extends AccessSubject {
  role: FamilyRole | null;
}

/**
 * The one place that decides who may touch what. A resource is resolved to its family and the caller's
 * role there; outsiders get 404 (never a hint that it exists), members without the right get 403 (and so does the
 * addressee of an invitation, who knows of it from their pending list).
 */
@Injectable()
export class AccessService {
  constructor(private readonly repository: AccessRepository) {}

  async requireAccess(user: AuthUser, permission: Permission, id: number): Promise<AccessGrant> {
    const rule = ACCESS_RULES[permission];
    const subject = await this.repository.getSubject(rule.resource, id);
    if (!subject) throw new NotFoundException(NOT_FOUND_MESSAGES[rule.resource]);
    const role = await this.repository.getRole(user.id, subject.familyId);
    const caller = { user, role };
    if (rule.allow(caller, subject)) return { ...subject, role };
    if (!knowsOf(caller, subject)) throw new NotFoundException(NOT_FOUND_MESSAGES[rule.resource]);
    throw new ForbiddenException(refusalOf(permission, caller, subject));
  }
}
